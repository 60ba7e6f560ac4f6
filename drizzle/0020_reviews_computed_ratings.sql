ALTER TABLE "reviews" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_ip" text;--> statement-breakpoint
-- Hand-written (issue 37): a product's score and count become computed from its approved reviews. A shop from before
-- kept typed figures (the seeded machines: 4.8 from 126 ratings, …); the ratings behind them become review rows, so
-- every machine keeps its figures. The seeded machines' ratings came from the marketplace (source 'Shopee', as
-- server/db/seed/catalog-content.ts marketplaceRatings does for a new shop); another product's typed figures are
-- kept as rows marked 'Nhập tay trước đây', which the owner can delete. Star-only rows (empty text): they count in the
-- score, the page lists only reviews with words. Each row is `base` or `base + 1` stars so the rounded average is
-- the typed score.
INSERT INTO "reviews" ("product_id", "author", "rating", "text", "status", "source", "created_at")
SELECT t."id",
  CASE WHEN t."id" BETWEEN 1 AND 4 THEN 'Khách mua trên Shopee' ELSE 'Khách hàng' END,
  LEAST(5, CASE WHEN g < t."higher" THEN t."base" + 1 ELSE t."base" END),
  '',
  'approved',
  CASE WHEN t."id" BETWEEN 1 AND 4 THEN 'Shopee' ELSE 'Nhập tay trước đây' END,
  timestamptz '2025-01-01 00:00:00+00' + (2 * g) * interval '1 day'
FROM (
  SELECT w."id", w."imported", b."base", LEAST(w."imported", GREATEST(0, w."wanted" - b."base" * w."imported")) AS "higher"
  FROM (
    SELECT p."id", p."review_count" - COALESCE(a."n", 0) AS "imported",
      ROUND(p."rating" * p."review_count")::int - COALESCE(a."total", 0) AS "wanted"
    FROM "products" p
    LEFT JOIN (
      SELECT "product_id", count(*)::int AS "n", sum("rating")::int AS "total" FROM "reviews" WHERE "status" = 'approved' GROUP BY "product_id"
    ) a ON a."product_id" = p."id"
  ) w
  CROSS JOIN LATERAL (SELECT LEAST(5, GREATEST(1, floor(w."wanted"::numeric / NULLIF(w."imported", 0))::int)) AS "base") b
  WHERE w."imported" > 0
) t
CROSS JOIN LATERAL generate_series(0, t."imported" - 1) AS g;
--> statement-breakpoint
UPDATE "products" SET
  "review_count" = COALESCE(s."n", 0),
  "rating" = COALESCE(s."score", 0)
FROM "products" p
LEFT JOIN (
  SELECT "product_id", count(*)::int AS "n", round(avg("rating")::numeric, 1) AS "score" FROM "reviews" WHERE "status" = 'approved' GROUP BY "product_id"
) s ON s."product_id" = p."id"
WHERE "products"."id" = p."id";
