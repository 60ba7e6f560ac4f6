CREATE TABLE "bank_statement_formats" (
	"header_signature" text PRIMARY KEY NOT NULL,
	"date_column" integer NOT NULL,
	"amount_column" integer NOT NULL,
	"note_column" integer NOT NULL,
	"reference_column" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_transaction_id" text NOT NULL,
	"account_number" text,
	"gateway" text,
	"bank_reference" text,
	"transacted_at" timestamp with time zone NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"matched_by" text,
	"assigned_by" integer,
	"duplicate_of_id" integer,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_amount_positive" CHECK ("bank_transfers"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_provider_transaction_uq" ON "bank_transfers" USING btree ("provider","provider_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bank_transfers_duplicate_of_uq" ON "bank_transfers" USING btree ("duplicate_of_id") WHERE "bank_transfers"."duplicate_of_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bank_transfers_order_id_idx" ON "bank_transfers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bank_transfers_amount_transacted_at_idx" ON "bank_transfers" USING btree ("amount","transacted_at");--> statement-breakpoint
CREATE INDEX "bank_transfers_created_at_idx" ON "bank_transfers" USING btree ("created_at");