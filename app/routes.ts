import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("products/:id", "routes/product-detail.tsx"),
  route("services/delivery-installation", "routes/services/delivery-installation.tsx"),
  route("services/repair-warranty", "routes/services/repair-warranty.tsx"),
  route("services/cafe-setup", "routes/services/cafe-setup.tsx"),
  route("services/business-consulting", "routes/services/business-consulting.tsx"),
  route("knowledge/courses", "routes/knowledge/courses.tsx"),
  route("knowledge/business-solutions", "routes/knowledge/business-solutions.tsx"),
  route("knowledge/recipes", "routes/knowledge/recipes.tsx"),
  route("documents/:filename", "routes/documents/viewer.tsx"),
  route("contact", "routes/contact.tsx"),
  route("blog", "routes/blog/index.tsx"),
  route("blog/category/:slug", "routes/blog/category.tsx"),
  route("blog/tag/:tag", "routes/blog/tag.tsx"),
  route("blog/:slug", "routes/blog/post.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("rss.xml", "routes/seo/rss.ts"),
  // Administration: login/logout outside the guarded layout; every other admin page is a child of it.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.tsx"),
  layout("routes/admin/layout.tsx", [
    route("admin", "routes/admin/index.tsx"),
    route("admin/contact-requests", "routes/admin/contact-requests.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/blog-admin", "routes/admin/blog-admin.tsx"),
    route("admin/blog-editor/:id?", "routes/admin/blog-editor.tsx"),
    route("admin/seo-analytics", "routes/admin/seo-analytics.tsx"),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
