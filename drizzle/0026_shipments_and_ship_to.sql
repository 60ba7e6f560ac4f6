CREATE TABLE "ghn_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" text,
	"shop_id" integer,
	"environment" text DEFAULT 'sandbox' NOT NULL,
	"from_district_id" integer,
	"from_ward_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "ghn_settings_single_row" CHECK ("ghn_settings"."id" = 1),
	CONSTRAINT "ghn_settings_environment_check" CHECK ("ghn_settings"."environment" IN ('sandbox', 'live'))
);
--> statement-breakpoint
CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"carrier_status" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_check" CHECK ("shipment_events"."status" IN ('ready', 'handed_to_carrier', 'in_transit', 'delivered', 'failed', 'returned', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"quantity" integer NOT NULL,
	"serials" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "shipment_lines_quantity_min" CHECK ("shipment_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"status" text DEFAULT 'ready' NOT NULL,
	"tracking_number" text,
	"tracking_url" text,
	"address_index" integer DEFAULT 0 NOT NULL,
	"address" jsonb NOT NULL,
	"carrier_fee" numeric(14, 2) DEFAULT 0 NOT NULL,
	"cod_amount" numeric(14, 2) DEFAULT 0 NOT NULL,
	"carrier_status" text,
	"carrier_status_at" timestamp with time zone,
	"created_by" integer,
	"handed_over_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_carrier_check" CHECK ("shipments"."carrier" IN ('own', 'ghn')),
	CONSTRAINT "shipments_status_check" CHECK ("shipments"."status" IN ('ready', 'handed_to_carrier', 'in_transit', 'delivered', 'failed', 'returned', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "ghn_settings" ADD CONSTRAINT "ghn_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipment_events_shipment_id_idx" ON "shipment_events" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_shipment_id_idx" ON "shipment_lines" USING btree ("shipment_id");--> statement-breakpoint
CREATE INDEX "shipments_order_id_idx" ON "shipments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_carrier_tracking_uq" ON "shipments" USING btree ("carrier","tracking_number");