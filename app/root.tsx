import { isRouteErrorResponse, Link, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { AppToaster } from "./components/ui/toaster";
import { useFirstPartyPageViews } from "./lib/first-party-analytics";
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
        <PageViews />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** First-party page views on each route change (app/lib/first-party-analytics.ts). */
function PageViews() {
  useFirstPartyPageViews();
  return null;
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
