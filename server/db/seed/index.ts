import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { blogCategories, blogPostCategories, blogPosts, categories, places, products, reviews } from "../schema";
import { computeSeoScore } from "#common/seo-score";
import { seedBlogCategories, seedBlogPosts } from "./blog-content";
import { seedCategories, seedProducts, seedReviews } from "./catalog-content";
import { seedOfficePlaces, seedPlaces } from "./places-content";

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(categories);
  return (row?.count ?? 0) === 0;
}

/**
 * Demo data. Idempotent: rows are keyed by fixed ids and inserted only when absent, so running it
 * again never duplicates or overwrites what staff changed.
 */
export async function seedDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(categories).values(seedCategories).onConflictDoNothing();
    await tx.insert(products).values(seedProducts).onConflictDoNothing();
    // Reviews have no fixed ids: added only to a shop that has none yet (a database from before reviews were rows
    // got the same samples from migration 0008).
    const [reviewCount] = await tx.select({ count: sql<number>`count(*)::int` }).from(reviews);
    if ((reviewCount?.count ?? 0) === 0) await tx.insert(reviews).values(seedReviews);
    await tx.insert(blogCategories).values(seedBlogCategories).onConflictDoNothing();
    await tx
      .insert(blogPosts)
      .values(
        seedBlogPosts.map(({ categoryIds: _categoryIds, publishedAt, ...post }) => ({
          ...post,
          publishedAt: publishedAt ? new Date(publishedAt) : null,
          createdAt: publishedAt ? new Date(publishedAt) : new Date(),
          seoScore: computeSeoScore(post).score,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(blogPostCategories)
      .values(seedBlogPosts.flatMap((post) => post.categoryIds.map((categoryId) => ({ postId: post.id, categoryId }))))
      .onConflictDoNothing();
    // The dealer finder's regional offices and its SAMPLE network (invented businesses, flagged `sample`).
    await tx.insert(places).values([...seedOfficePlaces, ...seedPlaces]).onConflictDoNothing();
    // Explicit ids leave the serial sequences behind; move them past the seeded rows.
    for (const table of ["categories", "products", "blog_categories", "blog_posts", "blog_post_categories"]) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`,
        ),
      );
    }
  });
}
