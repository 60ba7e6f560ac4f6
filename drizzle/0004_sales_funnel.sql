CREATE TABLE "order_referrers" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"referrer_host" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_funnel_stats" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"adds" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_visitors" ADD COLUMN "referrer_host" text;--> statement-breakpoint
ALTER TABLE "daily_visitors" ADD COLUMN "viewed_product" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_visitors" ADD COLUMN "added_to_cart" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_visitors" ADD COLUMN "started_checkout" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_referrers" ADD CONSTRAINT "order_referrers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_funnel_stats" ADD CONSTRAINT "product_funnel_stats_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_funnel_stats_day_product_uq" ON "product_funnel_stats" USING btree ("day","product_id");