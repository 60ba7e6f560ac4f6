CREATE TABLE "zalo_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zalo_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"app_id" text DEFAULT '' NOT NULL,
	"secret_key" text,
	"oa_secret_key" text,
	"refresh_token" text,
	"access_token" text,
	"access_token_expires_at" timestamp with time zone,
	"token_generation" integer DEFAULT 0 NOT NULL,
	"events" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alert" text,
	"alert_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "zalo_settings_single_row" CHECK ("zalo_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zalo_settings" ADD CONSTRAINT "zalo_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_channel_check" CHECK ("notifications"."channel" IN ('email', 'zalo'));