import { lazy, useEffect, useLayoutEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useNavigation,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import { CartProvider } from "./components/cart/cart-context";
import { useNonce } from "./lib/nonce";
import { EARLY_TAP_SCRIPT } from "./lib/early-taps";
import { CART_COUNT_SCRIPT } from "./lib/cart-count";
import type { CartItem } from "#common/cart";
import { FloatingCallButton } from "./components/layout/floating-call-button";
import { lazyBelowTheFold } from "./components/ui/below-the-fold";
import { SiteHeader } from "./components/layout/site-header";
import { LeadProvider } from "./components/leads/lead-provider";
import { AppToaster } from "./components/ui/toaster";
import { initAnalytics, listenForLinkClicks, trackPageView } from "./lib/track";
import { useRootData, useSiteInfo, type RootData } from "./lib/root-data";
import { LanguageProvider, useMessages } from "./lib/language";
import { isEnglishPageHandle, languageOf, pageLanguageOf } from "#common/i18n-vi";
import "./app.css";

/**
 * The not-found page: its code loads only with a page that was not found (the server waits for it before sending
 * the page, and hydration waits for it in the browser), not with every page's first JavaScript.
 */
const NotFoundPage = lazy(() => import("./components/layout/not-found-page").then((module) => ({ default: module.NotFoundPage })));

/** Rendered by the server on every page; its code (links, language switch) loads when it nears the viewport. */
const SiteFooter = lazyBelowTheFold(() => import("./components/layout/site-footer").then((module) => module.SiteFooter));

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export async function loader({ context, request }: Route.LoaderArgs): Promise<RootData> {
  const language = languageOf(request.headers.get("cookie"), request.headers.get("accept-language"));
  const { catalog, storeSettings } = context.services;
  // Nothing personal: the frame is part of every shared page. The cart comes after the page (app/lib/cart-count.ts).
  const [productMenu, site, bankAccount, vnpay, momo, vnpayInstalments] = await Promise.all([
    catalog.listMenu(),
    storeSettings.siteInfo(),
    storeSettings.bankAccount(),
    context.services.vnpay.isEnabled(),
    context.services.momo.isEnabled(),
    context.services.vnpay.instalmentsEnabled(),
  ]);
  const models = await catalog.listModels();
  return { env: { ...context.env, bankTransfer: bankAccount !== null, vnpay, vnpayInstalments, momo }, language, productMenu, models, site };
}

/**
 * The frame's data (env, language, menus) does not change between pages: load it once per visit; the cart state
 * lives in the browser.
 */
export function shouldRevalidate() {
  return false;
}

/**
 * The Google tag, the page-view event on each route change (spec section 2) and link clicks, through
 * app/lib/track.ts. Layout effects run before any page's effects, so the tag is set up and the page view
 * sent before the page's own events (view_item, blog_view); anything earlier waits in the module's queue.
 */
function AnalyticsTracker({ measurementId }: { measurementId: string | null }) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => initAnalytics(measurementId), [measurementId]);
  useLayoutEffect(() => trackPageView(pathname + search), [pathname, search]);
  useEffect(() => listenForLinkClicks(), []);
  return null;
}

function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent-600 transition-transform duration-500 ${
        busy ? "scale-x-75" : "scale-x-0"
      }`}
    />
  );
}

/** The cart a personal page (cart, checkout) rendered on the server; null on shared pages. */
function useRouteCart(): CartItem[] | null {
  for (const match of useMatches()) {
    const cart = (match.data as { cart?: unknown } | undefined)?.cart;
    if (Array.isArray(cart)) return cart as CartItem[];
  }
  return null;
}

/**
 * Whether this page has an English variant (common/i18n-vi.ts `englishPageHandle`): the page's own route says so,
 * and the not-found page has one too.
 */
function usePageHasEnglish(): boolean {
  const matches = useMatches();
  const error = useRouteError();
  if (error != null) return isRouteErrorResponse(error) && error.status === 404;
  return isEnglishPageHandle(matches.at(-1)?.handle);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRootData();
  const site = useSiteInfo();
  const isAdmin = useLocation().pathname.startsWith("/admin");
  // The admin stays Vietnamese whatever the visitor chose for the shop.
  const chosen = isAdmin ? "vi" : (data?.language ?? "vi");
  const pageHasEnglish = usePageHasEnglish() && !isAdmin;
  const language = pageLanguageOf(chosen, pageHasEnglish);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <meta property="og:site_name" content={site.brandName} />
        <Links />
        {/* The server's HTML carries these scripts; the browser has run them before hydration and React keeps the
            elements as they are, so the browser's bundle goes without their text (import.meta.env.SSR is a
            build-time constant). */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? EARLY_TAP_SCRIPT : "" }} />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CART_COUNT_SCRIPT : "" }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-gray-900 antialiased">
        <LanguageProvider initial={chosen} pageHasEnglish={pageHasEnglish}>
        <CartProvider initialItems={useRouteCart()}>
          <LeadProvider>
            <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-white focus:p-2">
              <SkipLinkText />
            </a>
            <NavigationProgress />
            {/* Admin screens have their own layout (app/routes/admin/layout.tsx), not the shop's frame. */}
            {!isAdmin && <SiteHeader />}
            <div id="main" className="flex-1">
              {children}
            </div>
            {!isAdmin && <SiteFooter />}
            {!isAdmin && <FloatingCallButton />}
            <AppToaster />
            <AnalyticsTracker measurementId={data?.env.GA_MEASUREMENT_ID ?? null} />
          </LeadProvider>
        </CartProvider>
        </LanguageProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function SkipLinkText() {
  return <>{useMessages().skipToContent}</>;
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="mx-auto max-w-2xl px-4 py-24 text-center">
      <title>Đã xảy ra lỗi</title>
      <h1 className="text-3xl font-bold">Đã xảy ra lỗi</h1>
      <p className="mt-4 text-gray-600">Xin lỗi, trang gặp sự cố. Vui lòng thử lại sau ít phút.</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
        Về trang chủ
      </Link>
    </main>
  );
}
