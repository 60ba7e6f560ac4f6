CREATE TABLE "gateway_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"channel" text NOT NULL,
	"txn_ref" text,
	"transaction_id" integer,
	"answer" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_notifications_provider_check" CHECK ("gateway_notifications"."provider" IN ('vnpay'))
);
--> statement-breakpoint
CREATE TABLE "gateway_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"txn_ref" text NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"response_code" text,
	"transaction_status" text,
	"transaction_no" text,
	"bank_code" text,
	"paid_at" timestamp with time zone,
	"raw" jsonb,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gateway_transactions_provider_check" CHECK ("gateway_transactions"."provider" IN ('vnpay')),
	CONSTRAINT "gateway_transactions_status_check" CHECK ("gateway_transactions"."status" IN ('pending', 'paid', 'failed')),
	CONSTRAINT "gateway_transactions_amount_positive" CHECK ("gateway_transactions"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "gateway_notifications" ADD CONSTRAINT "gateway_notifications_transaction_id_gateway_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."gateway_transactions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gateway_transactions" ADD CONSTRAINT "gateway_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_notifications_txn_ref_idx" ON "gateway_notifications" USING btree ("txn_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_transactions_provider_txn_ref_uq" ON "gateway_transactions" USING btree ("provider","txn_ref");--> statement-breakpoint
CREATE INDEX "gateway_transactions_order_id_idx" ON "gateway_transactions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('cod', 'bank_transfer', 'card', 'vnpay'));