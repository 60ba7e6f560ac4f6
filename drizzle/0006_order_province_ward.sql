ALTER TABLE "orders" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "province_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ward_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ward_name" text;--> statement-breakpoint
CREATE INDEX "orders_province_code_idx" ON "orders" USING btree ("province_code");