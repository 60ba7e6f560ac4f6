CREATE TABLE "consent_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact" text NOT NULL,
	"purpose" text NOT NULL,
	"given" boolean NOT NULL,
	"notice_version" text,
	"channel" text NOT NULL,
	"how" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_records_purpose" CHECK ("consent_records"."purpose" IN ('marketing-email', 'zalo', 'newsletter', 'dealer-sharing')),
	CONSTRAINT "consent_records_channel" CHECK ("consent_records"."channel" IN ('web', 'link', 'staff', 'request', 'migrated'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "consent_records_contact_purpose_idx" ON "consent_records" USING btree ("contact","purpose","id");--> statement-breakpoint
-- Hand-written (issue 45): the Zalo opt-outs and the newsletter sign-ups become consent records; the next migration drops their tables.
INSERT INTO "consent_records" ("contact", "purpose", "given", "notice_version", "channel", "how", "created_at")
SELECT "phone", 'zalo', false, NULL, 'migrated',
  CASE WHEN "source" = 'buyer' THEN 'Từ chối nhận tin Zalo qua đường dẫn trong e-mail' ELSE 'Nhân viên ghi nhận khách từ chối nhận tin Zalo' END,
  "created_at"
FROM "zalo_opt_outs";--> statement-breakpoint
INSERT INTO "consent_records" ("contact", "purpose", "given", "notice_version", "channel", "how", "created_at")
SELECT lower("email"), 'newsletter', true, NULL, 'migrated', 'Đăng ký bản tin (' || coalesce("source", 'other') || ')', "created_at"
FROM "newsletter_subscribers";
