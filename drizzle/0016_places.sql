CREATE TABLE "places" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"natural_key" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"province_code" text NOT NULL,
	"ward_code" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"zalo" text,
	"hours" text,
	"models" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sample" boolean DEFAULT false NOT NULL,
	"office_region" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "places_kind_check" CHECK ("places"."kind" IN ('dealer', 'service_center', 'head_office'))
);
--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "province_code" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "ward_code" text;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD COLUMN "routed_place_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "places_slug_idx" ON "places" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "places_natural_key_idx" ON "places" USING btree ("natural_key");--> statement-breakpoint
CREATE UNIQUE INDEX "places_office_region_idx" ON "places" USING btree ("office_region");--> statement-breakpoint
CREATE INDEX "places_province_ward_idx" ON "places" USING btree ("province_code","ward_code");--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_routed_place_id_places_id_fk" FOREIGN KEY ("routed_place_id") REFERENCES "public"."places"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Hand-written (issue 33, decision 0039): the store settings' three regional offices become places, so the footer
-- and the dealer finder read one source. Name, street address and phone come from the stored settings when the
-- owner saved some, else the shipped defaults (common/site-info.ts); the ward and position are the defaults'.
-- The seed makes the same three rows for a new shop (server/db/seed/places-content.ts).
INSERT INTO "places" ("slug", "natural_key", "name", "kind", "province_code", "ward_code", "address", "phone", "hours", "latitude", "longitude", "office_region")
SELECT v.slug, 'office:' || v.region,
  COALESCE((SELECT o->>'label' FROM "store_settings" s, jsonb_array_elements(s."settings"->'offices') o WHERE o->>'region' = v.region LIMIT 1), v.label),
  'head_office', v.province, v.ward,
  COALESCE((SELECT (o->>'streetAddress') || ', ' || (o->>'locality') FROM "store_settings" s, jsonb_array_elements(s."settings"->'offices') o WHERE o->>'region' = v.region LIMIT 1), v.address),
  COALESCE((SELECT o->>'phone' FROM "store_settings" s, jsonb_array_elements(s."settings"->'offices') o WHERE o->>'region' = v.region LIMIT 1), v.phone),
  'T2-T7 08:00-17:30', v.lat, v.lng, v.region
FROM (VALUES
  ('north', 'van-phong-mien-bac', 'Văn phòng miền Bắc', '01', '00166', 'Số 18 Duy Tân, phường Cầu Giấy, Hà Nội', '0968 150 300', 21.0307, 105.7834),
  ('central', 'van-phong-mien-trung', 'Văn phòng miền Trung', '48', '20242', 'Số 95 Nguyễn Văn Linh, phường Hải Châu, Đà Nẵng', '0968 150 300', 16.0597, 108.2101),
  ('south', 'van-phong-mien-nam', 'Văn phòng miền Nam', '79', '27004', 'Số 123 Cộng Hòa, phường Tân Bình, TP. Hồ Chí Minh', '0968 150 300', 10.8014, 106.6521)
) AS v(region, slug, label, province, ward, address, phone, lat, lng)
ON CONFLICT DO NOTHING;
