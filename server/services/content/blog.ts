import { and, arrayOverlaps, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { blogCategories, blogPostCategories, blogPosts } from "../../db/schema";
import { createBlogAdminFunctions } from "./blog-admin";
import {
  categoryColumns,
  categoryNotFound,
  postColumns,
  postNotFound,
  postSummaryColumns,
  withTags,
  type BlogCategoryView,
  type BlogPostSummary,
  type BlogPostView,
} from "./blog-rows";
import { sanitizePostHtml } from "./html-sanitizer";
import { lookupText } from "../foundation/lookup-text";

/** Spec section 9: related blog posts at most 3. */
const MAX_RELATED_POSTS = 3;

/** Who is reading: the public sees published posts only; the admin sees drafts too. */
interface Visibility {
  includeDrafts?: boolean;
}

/** Newest first by the date a visitor sees: published date, else created date. */
const newestFirst = [desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id)];

/**
 * Sanitizing is pure, so a post's cleaned HTML is kept until the row changes (id + updatedAt), keeping the
 * render-time pass cheap on busy pages.
 */
const SANITIZED_CACHE_LIMIT = 200;
const sanitizedCache = new Map<string, string>();
function sanitizedContent(post: { id: number; updatedAt: Date; content: string }): string {
  const key = `${post.id}:${post.updatedAt.getTime()}:${post.content.length}`;
  const cached = sanitizedCache.get(key);
  if (cached !== undefined) return cached;
  const clean = sanitizePostHtml(post.content);
  if (sanitizedCache.size >= SANITIZED_CACHE_LIMIT) sanitizedCache.delete(sanitizedCache.keys().next().value!);
  sanitizedCache.set(key, clean);
  return clean;
}

function toPostView(row: BlogPostView): BlogPostView {
  return { ...withTags(row), content: sanitizedContent(row) };
}

/** The date shown on a post and used in feeds: published date, else created date. */
function displayDateOf(post: Pick<BlogPostSummary, "publishedAt" | "createdAt">): Date {
  return post.publishedAt ?? post.createdAt;
}

/** `contentChanged` is told after every admin write, so cached public pages are dropped. */
export function createBlogService(db: Db, contentChanged: () => void = () => {}) {
  function visible(visibility: Visibility, ...conditions: (SQL | undefined)[]) {
    return and(visibility.includeDrafts ? undefined : eq(blogPosts.isPublished, true), ...conditions);
  }

  async function findPost(condition: SQL, visibility: Visibility): Promise<BlogPostView> {
    const [row] = await db.select(postColumns).from(blogPosts).where(visible(visibility, condition)).limit(1);
    if (!row) throw postNotFound();
    return toPostView(row);
  }

  async function getPostById(id: number, visibility: Visibility = {}): Promise<BlogPostView> {
    return findPost(eq(blogPosts.id, id), visibility);
  }

  async function getPostBySlug(slug: string, visibility: Visibility = {}): Promise<BlogPostView> {
    return findPost(eq(blogPosts.slug, lookupText(slug, "slug")), visibility);
  }

  async function listPosts(visibility: Visibility = {}): Promise<BlogPostSummary[]> {
    return db.select(postSummaryColumns).from(blogPosts).where(visible(visibility)).orderBy(...newestFirst);
  }

  async function listPostsByTag(rawTag: string, visibility: Visibility = {}): Promise<BlogPostSummary[]> {
    const tag = lookupText(rawTag, "tag").trim();
    if (!tag) return [];
    const variants = [...new Set([tag, tag.toLocaleLowerCase("vi")])];
    return db
      .select(postSummaryColumns)
      .from(blogPosts)
      .where(visible(visibility, arrayOverlaps(blogPosts.tags, variants)))
      .orderBy(...newestFirst);
  }

  async function listCategories(): Promise<BlogCategoryView[]> {
    return db.select().from(blogCategories).orderBy(asc(blogCategories.id));
  }

  async function findCategory(condition: SQL): Promise<BlogCategoryView> {
    const [row] = await db.select().from(blogCategories).where(condition).limit(1);
    if (!row) throw categoryNotFound();
    return row;
  }

  async function getCategoryBySlug(slug: string): Promise<BlogCategoryView> {
    return findCategory(eq(blogCategories.slug, lookupText(slug, "slug")));
  }

  async function getCategoryById(id: number): Promise<BlogCategoryView> {
    return findCategory(eq(blogCategories.id, id));
  }

  async function listPostsOfCategory(categoryId: number, visibility: Visibility = {}): Promise<BlogPostSummary[]> {
    await getCategoryById(categoryId);
    return db
      .select(postSummaryColumns)
      .from(blogPosts)
      .innerJoin(blogPostCategories, eq(blogPostCategories.postId, blogPosts.id))
      .where(visible(visibility, eq(blogPostCategories.categoryId, categoryId)))
      .orderBy(...newestFirst);
  }

  /** Categories of a post; the post itself must be visible (a draft's categories are not public). */
  async function listCategoriesOfPost(postId: number, visibility: Visibility = {}): Promise<BlogCategoryView[]> {
    const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(visible(visibility, eq(blogPosts.id, postId)));
    if (!post) throw postNotFound();
    return db
      .select(categoryColumns)
      .from(blogCategories)
      .innerJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
      .where(eq(blogPostCategories.postId, postId))
      .orderBy(asc(blogCategories.id));
  }

  /**
   * Up to three published posts sharing a category with the post, never the post itself; posts of its
   * first category come first (the spec reads the category's posts and keeps the first three).
   */
  async function listRelatedPosts(postId: number, categoryIds: number[]): Promise<BlogPostSummary[]> {
    if (categoryIds.length === 0) return [];
    const rows = await db
      .selectDistinctOn([blogPosts.id], { ...postSummaryColumns, categoryId: blogPostCategories.categoryId })
      .from(blogPosts)
      .innerJoin(blogPostCategories, eq(blogPostCategories.postId, blogPosts.id))
      .where(
        and(
          eq(blogPosts.isPublished, true),
          inArray(blogPostCategories.categoryId, categoryIds),
          sql`${blogPosts.id} <> ${postId}`,
        ),
      )
      .orderBy(blogPosts.id);
    const rank = (categoryId: number) => categoryIds.indexOf(categoryId);
    return rows
      .sort(
        (a, b) =>
          rank(a.categoryId) - rank(b.categoryId) || displayDateOf(b).getTime() - displayDateOf(a).getTime(),
      )
      .slice(0, MAX_RELATED_POSTS)
      .map(({ categoryId: _categoryId, ...post }) => post);
  }

  /** Everything the public post page needs, in one call: 404 for unknown slugs and drafts. */
  async function getPublicPostPage(slug: string) {
    const post = await getPostBySlug(slug);
    const [categories, allCategories] = await Promise.all([listCategoriesOfPost(post.id), listCategories()]);
    const related = await listRelatedPosts(
      post.id,
      categories.map((category) => category.id),
    );
    return { post, categories, related, allCategories };
  }

  /** For the sitemap: each category with the newest change among its published posts. */
  async function listCategoriesWithLastModified(): Promise<(BlogCategoryView & { lastModified: Date })[]> {
    const rows = await db
      .select({
        id: blogCategories.id,
        lastModified: sql<Date | string | null>`max(${blogPosts.updatedAt})`,
      })
      .from(blogCategories)
      .leftJoin(blogPostCategories, eq(blogPostCategories.categoryId, blogCategories.id))
      .leftJoin(blogPosts, and(eq(blogPosts.id, blogPostCategories.postId), eq(blogPosts.isPublished, true)))
      .groupBy(blogCategories.id);
    const newest = new Map(rows.map((row) => [row.id, row.lastModified ? new Date(row.lastModified) : null]));
    const categories = await listCategories();
    return categories.map((category) => ({ ...category, lastModified: newest.get(category.id) ?? category.createdAt }));
  }

  return {
    getPostById,
    getPostBySlug,
    listPosts,
    listPostsByTag,
    listCategories,
    getCategoryBySlug,
    getCategoryById,
    listPostsOfCategory,
    listCategoriesOfPost,
    listRelatedPosts,
    getPublicPostPage,
    listCategoriesWithLastModified,
    // Admin writes: create/edit/publish/delete posts, category CRUD.
    ...createBlogAdminFunctions(db, contentChanged),
  };
}
