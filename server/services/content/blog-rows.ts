import { blogCategories, blogPosts } from "../../db/schema";
import { NotFoundError } from "../foundation/errors";

/** What the public blog service (blog.ts) and the admin functions (blog-admin.ts) both read: views, columns, row mapping, 404s. */

export interface BlogCategoryView {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  createdAt: Date;
}

/** A post without its body: lists, related posts, feeds. */
export interface BlogPostSummary {
  id: number;
  title: string;
  slug: string;
  summary: string | null;
  coverImage: string | null;
  authorId: number;
  tags: string[];
  metaTitle: string | null;
  metaDescription: string | null;
  canonicalUrl: string | null;
  isPublished: boolean;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A full post; `content` is always sanitized HTML (see html-sanitizer.ts). */
export interface BlogPostView extends BlogPostSummary {
  content: string;
}

/** The columns of a BlogPostSummary. */
export const postSummaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  summary: blogPosts.summary,
  coverImage: blogPosts.coverImage,
  authorId: blogPosts.authorId,
  tags: blogPosts.tags,
  metaTitle: blogPosts.metaTitle,
  metaDescription: blogPosts.metaDescription,
  canonicalUrl: blogPosts.canonicalUrl,
  isPublished: blogPosts.isPublished,
  publishedAt: blogPosts.publishedAt,
  createdAt: blogPosts.createdAt,
  updatedAt: blogPosts.updatedAt,
};

export const postColumns = { ...postSummaryColumns, content: blogPosts.content };

export const categoryColumns = {
  id: blogCategories.id,
  name: blogCategories.name,
  slug: blogCategories.slug,
  description: blogCategories.description,
  createdAt: blogCategories.createdAt,
};

/** A post row as the services hand it out: tags always an array. */
export function withTags<Row extends { tags: string[] | null }>(row: Row): Row & { tags: string[] } {
  return { ...row, tags: row.tags ?? [] };
}

export const postNotFound = () => new NotFoundError("Không tìm thấy bài viết");
export const categoryNotFound = () => new NotFoundError("Không tìm thấy chuyên mục");
