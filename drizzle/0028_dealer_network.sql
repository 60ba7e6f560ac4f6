CREATE TABLE "dealer_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password" text,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"activated_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"place_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"paid_on" date NOT NULL,
	"reference" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_payments_amount_positive" CHECK ("dealer_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "dealer_terms" (
	"place_id" integer PRIMARY KEY NOT NULL,
	"tier_id" integer,
	"credit_limit" numeric(14, 2) DEFAULT 0 NOT NULL,
	"payment_term_days" integer DEFAULT 30 NOT NULL,
	"credit_override_at" timestamp with time zone,
	"credit_override_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_terms_days_range" CHECK ("dealer_terms"."payment_term_days" BETWEEN 0 AND 365)
);
--> statement-breakpoint
CREATE TABLE "price_tier_prices" (
	"tier_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	CONSTRAINT "price_tier_prices_tier_id_product_id_pk" PRIMARY KEY("tier_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"discount_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_tiers_discount_range" CHECK ("price_tiers"."discount_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "dealer_account_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dealer_place_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dealer_account_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "dealer_account_id" integer;--> statement-breakpoint
ALTER TABLE "dealer_accounts" ADD CONSTRAINT "dealer_accounts_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_accounts" ADD CONSTRAINT "dealer_accounts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_payments" ADD CONSTRAINT "dealer_payments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_payments" ADD CONSTRAINT "dealer_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_terms" ADD CONSTRAINT "dealer_terms_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_terms" ADD CONSTRAINT "dealer_terms_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_terms" ADD CONSTRAINT "dealer_terms_credit_override_by_users_id_fk" FOREIGN KEY ("credit_override_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tier_prices" ADD CONSTRAINT "price_tier_prices_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tier_prices" ADD CONSTRAINT "price_tier_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_accounts_email_lower_key" ON "dealer_accounts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_accounts_invite_token_hash_key" ON "dealer_accounts" USING btree ("invite_token_hash");--> statement-breakpoint
CREATE INDEX "dealer_accounts_place_id_idx" ON "dealer_accounts" USING btree ("place_id");--> statement-breakpoint
CREATE INDEX "dealer_payments_place_idx" ON "dealer_payments" USING btree ("place_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "price_tiers_name_lower_key" ON "price_tiers" USING btree (lower("name"));--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_dealer_account_id_dealer_accounts_id_fk" FOREIGN KEY ("dealer_account_id") REFERENCES "public"."dealer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealer_place_id_places_id_fk" FOREIGN KEY ("dealer_place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealer_account_id_dealer_accounts_id_fk" FOREIGN KEY ("dealer_account_id") REFERENCES "public"."dealer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_dealer_account_id_dealer_accounts_id_fk" FOREIGN KEY ("dealer_account_id") REFERENCES "public"."dealer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_dealer_place_id_idx" ON "orders" USING btree ("dealer_place_id");--> statement-breakpoint
CREATE INDEX "sessions_dealer_account_id_idx" ON "sessions" USING btree ("dealer_account_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('cod', 'bank_transfer', 'card', 'vnpay', 'credit'));--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_owner" CHECK ("sessions"."user_id" IS NULL OR "sessions"."dealer_account_id" IS NULL);