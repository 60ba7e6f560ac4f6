import { DOCUMENTS } from "#common/documents";

/** Static public pages for the sitemap (products, posts and categories are added from the database). */
export const STATIC_PUBLIC_PAGES: { path: string; changefreq: "daily" | "weekly" | "monthly"; priority: number }[] = [
  { path: "/", changefreq: "daily", priority: 1.0 },
  { path: "/about", changefreq: "monthly", priority: 0.6 },
  { path: "/products", changefreq: "weekly", priority: 0.9 },
  { path: "/services/delivery-installation", changefreq: "monthly", priority: 0.7 },
  { path: "/services/repair-warranty", changefreq: "monthly", priority: 0.7 },
  { path: "/warranty", changefreq: "monthly", priority: 0.6 },
  { path: "/services/cafe-setup", changefreq: "monthly", priority: 0.7 },
  { path: "/services/business-consulting", changefreq: "monthly", priority: 0.7 },
  { path: "/knowledge/courses", changefreq: "monthly", priority: 0.6 },
  { path: "/knowledge/business-solutions", changefreq: "monthly", priority: 0.4 },
  { path: "/knowledge/recipes", changefreq: "monthly", priority: 0.4 },
  { path: "/blog", changefreq: "weekly", priority: 0.6 },
  { path: "/contact", changefreq: "monthly", priority: 0.5 },
  { path: "/dealers", changefreq: "weekly", priority: 0.7 },
  ...DOCUMENTS.map((document) => ({ path: document.link, changefreq: "monthly" as const, priority: 0.5 })),
];
