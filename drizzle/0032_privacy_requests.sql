CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"contact_type" text NOT NULL,
	"contact" text NOT NULL,
	"details" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'awaiting-code' NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"decided_by_name" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" IN ('access', 'export', 'correction', 'erasure', 'withdrawal', 'objection')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" IN ('awaiting-code', 'open', 'done', 'refused')),
	CONSTRAINT "privacy_requests_contact_type_check" CHECK ("privacy_requests"."contact_type" IN ('phone', 'email'))
);
--> statement-breakpoint
CREATE TABLE "privacy_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "privacy_settings_single_row" CHECK ("privacy_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "contact" text;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_settings" ADD CONSTRAINT "privacy_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_contact_idx" ON "privacy_requests" USING btree ("contact");