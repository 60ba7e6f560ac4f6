CREATE TABLE "gateway_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"order_id" integer NOT NULL,
	"transaction_id" integer NOT NULL,
	"request_ref" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"restock" boolean DEFAULT false NOT NULL,
	"response_code" text,
	"message" text,
	"transaction_no" text,
	"order_refund_id" integer,
	"raw" jsonb,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_refunds_provider_check" CHECK ("gateway_refunds"."provider" IN ('vnpay', 'momo')),
	CONSTRAINT "gateway_refunds_status_check" CHECK ("gateway_refunds"."status" IN ('pending', 'refunded', 'failed')),
	CONSTRAINT "gateway_refunds_amount_positive" CHECK ("gateway_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_gateway_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"vnpay_enabled" boolean DEFAULT false NOT NULL,
	"vnpay_environment" text DEFAULT 'sandbox' NOT NULL,
	"vnpay_tmn_code" text DEFAULT '' NOT NULL,
	"vnpay_hash_secret" text,
	"momo_enabled" boolean DEFAULT false NOT NULL,
	"momo_environment" text DEFAULT 'sandbox' NOT NULL,
	"momo_partner_code" text DEFAULT '' NOT NULL,
	"momo_access_key" text,
	"momo_secret_key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "payment_gateway_settings_single_row" CHECK ("payment_gateway_settings"."id" = 1),
	CONSTRAINT "payment_gateway_settings_vnpay_environment_check" CHECK ("payment_gateway_settings"."vnpay_environment" IN ('sandbox', 'live')),
	CONSTRAINT "payment_gateway_settings_momo_environment_check" CHECK ("payment_gateway_settings"."momo_environment" IN ('sandbox', 'live'))
);
--> statement-breakpoint
ALTER TABLE "gateway_notifications" DROP CONSTRAINT "gateway_notifications_provider_check";--> statement-breakpoint
ALTER TABLE "gateway_transactions" DROP CONSTRAINT "gateway_transactions_provider_check";--> statement-breakpoint
ALTER TABLE "order_refunds" DROP CONSTRAINT "order_refunds_method_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_transaction_id_gateway_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."gateway_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_order_refund_id_order_refunds_id_fk" FOREIGN KEY ("order_refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_refunds" ADD CONSTRAINT "gateway_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_gateway_settings" ADD CONSTRAINT "payment_gateway_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_refunds_request_ref_uq" ON "gateway_refunds" USING btree ("request_ref");--> statement-breakpoint
CREATE INDEX "gateway_refunds_order_id_idx" ON "gateway_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "gateway_notifications" ADD CONSTRAINT "gateway_notifications_provider_check" CHECK ("gateway_notifications"."provider" IN ('vnpay', 'momo'));--> statement-breakpoint
ALTER TABLE "gateway_transactions" ADD CONSTRAINT "gateway_transactions_provider_check" CHECK ("gateway_transactions"."provider" IN ('vnpay', 'momo'));--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_method_check" CHECK ("order_refunds"."method" IN ('bank_transfer', 'cash', 'gateway'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('cod', 'bank_transfer', 'card', 'vnpay', 'momo', 'credit'));