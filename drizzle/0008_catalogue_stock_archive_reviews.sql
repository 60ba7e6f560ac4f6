CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_status_known" CHECK ("reviews"."status" IN ('pending', 'approved', 'hidden'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "stock_quantity" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "display_order" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_product_status_idx" ON "reviews" USING btree ("product_id","status");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock_quantity" IS NULL OR "products"."stock_quantity" >= 0);--> statement-breakpoint
-- A shop seeded before reviews were rows keeps the sample reviews its product pages showed (tea: category 1).
INSERT INTO "reviews" ("product_id", "author", "rating", "text", "status", "created_at")
SELECT p."id", r."author", r."rating", r."text", 'approved', r."created_at"
FROM "products" p
JOIN (VALUES
  ('tea', 'Chị Mai – chủ quán trà sữa', 5, 'Máy chạy êm, vị trà đều giữa các ca, nhân viên mới học một buổi là pha được.', timestamptz '2026-01-01 00:00:00+00'),
  ('tea', 'Anh Tuấn – quán trà mang đi', 5, 'Kỹ thuật lắp đặt tận nơi, hướng dẫn kỹ. Có việc gọi hotline là được hỗ trợ ngay.', timestamptz '2026-01-02 00:00:00+00'),
  ('tea', 'Chị Hằng – tiệm trà chanh', 4, 'Giá hợp lý so với máy cùng phân khúc, hoàn vốn nhanh hơn mình tính.', timestamptz '2026-01-03 00:00:00+00'),
  ('coffee', 'Anh Khoa – quán cà phê mang đi', 5, 'Espresso ra đều tay, lớp crema đẹp, giờ cao điểm vẫn kịp ly cho khách.', timestamptz '2026-01-01 00:00:00+00'),
  ('coffee', 'Chị Lan – cà phê văn phòng', 5, 'Kỹ thuật lắp đặt tận nơi, hướng dẫn kỹ. Có việc gọi hotline là được hỗ trợ ngay.', timestamptz '2026-01-02 00:00:00+00'),
  ('coffee', 'Anh Phúc – quán cóc vỉa hè', 4, 'Nhân viên mới chỉ cần bấm nút, không cần barista; giá hợp lý so với máy cùng phân khúc.', timestamptz '2026-01-03 00:00:00+00')
) AS r("family", "author", "rating", "text", "created_at")
  ON r."family" = CASE WHEN p."category_id" = 1 THEN 'tea' ELSE 'coffee' END
WHERE p."id" BETWEEN 1 AND 4;
