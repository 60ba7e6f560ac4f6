import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("products", "routes/products.tsx"),
  route("products/:id", "routes/product-detail.tsx"),
  route("cart", "routes/cart.tsx"),
  route("checkout", "routes/checkout.tsx"),
  // Administration: login/logout outside the guarded layout; every other admin page is a child of it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/contact-requests", "routes/admin/contact-requests.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/orders/:id", "routes/admin/order-detail.tsx"),
    route("admin/blog-admin", "routes/admin/blog-admin.tsx"),
    route("admin/seo-analytics", "routes/admin/seo-analytics.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
