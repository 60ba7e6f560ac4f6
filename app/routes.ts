import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products/:id", "routes/product-detail.tsx"),
  route("admin/contact-requests", "routes/admin/contact-requests.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
