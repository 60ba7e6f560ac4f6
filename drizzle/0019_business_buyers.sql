CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"root_id" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"previous_id" integer,
	"status" text DEFAULT 'draft' NOT NULL,
	"source" text DEFAULT 'staff' NOT NULL,
	"customer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"subtotal" numeric(14, 2) NOT NULL,
	"installation_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"vat" numeric(14, 2) NOT NULL,
	"total" numeric(14, 2) NOT NULL,
	"deposit_percent" integer DEFAULT 0 NOT NULL,
	"deposit" numeric(14, 2) DEFAULT 0 NOT NULL,
	"valid_until" date NOT NULL,
	"payment_terms" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"token_hash" text,
	"contact_request_id" integer,
	"order_id" integer,
	"decline_reason" text,
	"created_by" integer,
	"sent_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotes_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "quotes_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "quotes_status_check" CHECK ("quotes"."status" IN ('draft', 'sent', 'accepted', 'declined', 'expired', 'replaced')),
	CONSTRAINT "quotes_source_check" CHECK ("quotes"."source" IN ('cart', 'lead', 'staff')),
	CONSTRAINT "quotes_deposit_percent_check" CHECK ("quotes"."deposit_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "installation_fee" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "einvoice" jsonb;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_contact_request_id_contact_requests_id_fk" FOREIGN KEY ("contact_request_id") REFERENCES "public"."contact_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_created_at_idx" ON "quotes" USING btree ("created_at");