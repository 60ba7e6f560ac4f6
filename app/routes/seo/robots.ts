import type { Route } from "./+types/robots";

/** /robots.txt: everything public is crawlable except the admin, the API, the cart and the checkout. */
export function loader({ context }: Route.LoaderArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /api",
    "Disallow: /cart",
    "Disallow: /checkout",
    "",
    `Sitemap: ${context.env.siteUrl}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
