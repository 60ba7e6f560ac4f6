import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration, useLocation } from "react-router";
import type { Route } from "./+types/root";
import { CartProvider } from "./components/cart/cart-context";
import { MiniCart } from "./components/cart/mini-cart";
import { AppToaster } from "./components/ui/toaster";
import { useNonce } from "./lib/nonce";
import "./app.css";

export const links: Route.LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="vi">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-white font-sans text-gray-900 antialiased">
        {children}
        <AppToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** The visitor's cart, rendered on the server (null on a database hiccup: the browser then fetches it once). */
export async function loader({ context }: Route.LoaderArgs) {
  try {
    return { cart: await context.services.cart.list(await context.session.current()) };
  } catch {
    return { cart: null };
  }
}

/** The cart state lives in the browser after the first render; nothing here needs reloading. */
export function shouldRevalidate() {
  return false;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const { pathname } = useLocation();
  return (
    <CartProvider initialItems={loaderData.cart}>
      {/* Minimal mount until the storefront header hosts the mini-cart (components/layout/header-cart.tsx). */}
      {!pathname.startsWith("/admin") && (
        <div className="flex justify-end px-4 py-2">
          <MiniCart />
        </div>
      )}
      <Outlet />
    </CartProvider>
  );
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

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 py-24 text-center">
      <title>404 Page Not Found</title>
      <h1 className="text-3xl font-bold text-gray-900">404 Page Not Found</h1>
      <p className="mt-4 text-gray-600">Did you forget to add the page to the router?</p>
      <Link to="/" className="mt-8 inline-block rounded-md bg-brand-700 px-5 py-2.5 font-medium text-white">
        Về trang chủ
      </Link>
    </main>
  );
}
