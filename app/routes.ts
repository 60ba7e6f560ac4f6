import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products/:id", "routes/product-detail.tsx"),
  // Administration: login/logout outside the guarded layout; every other admin page is a child of it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/contact-requests", "routes/admin/contact-requests.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/blog-admin", "routes/admin/blog-admin.tsx"),
    route("admin/seo-analytics", "routes/admin/seo-analytics.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
