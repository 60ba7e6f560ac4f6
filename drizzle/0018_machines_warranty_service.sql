CREATE TABLE "machines" (
	"id" serial PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"product_id" integer NOT NULL,
	"source" text DEFAULT 'unknown' NOT NULL,
	"order_id" integer,
	"production_date" date,
	"owner_name" text,
	"owner_phone" text,
	"owner_email" text,
	"shop_name" text,
	"street" text,
	"province_code" text,
	"province_name" text,
	"ward_code" text,
	"ward_name" text,
	"delivered_on" date,
	"installed_on" date,
	"warranty_start" date,
	"warranty_until" date,
	"last_service_on" date,
	"reminders_off" boolean DEFAULT false NOT NULL,
	"reminder_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "machines_serial_unique" UNIQUE("serial"),
	CONSTRAINT "machines_reminder_token_unique" UNIQUE("reminder_token"),
	CONSTRAINT "machines_serial_format" CHECK ("machines"."serial" ~ '^[A-Z0-9-]{6,32}$'),
	CONSTRAINT "machines_source_known" CHECK ("machines"."source" IN ('order', 'dealer', 'unknown'))
);
--> statement-breakpoint
CREATE TABLE "maintenance_reminders" (
	"machine_id" integer NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_reminders_machine_id_due_on_pk" PRIMARY KEY("machine_id","due_on")
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"machine_id" integer NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"problem" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mode" text NOT NULL,
	"preferred_date" date NOT NULL,
	"slot" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"under_warranty" boolean DEFAULT false NOT NULL,
	"eligible_for_replacement" boolean DEFAULT false NOT NULL,
	"province_code" text,
	"province_name" text,
	"technician_id" integer,
	"visit_date" date,
	"visit_slot" text,
	"coverage" text DEFAULT 'undecided' NOT NULL,
	"quoted_amount" numeric(14, 2),
	"loaner_lent_on" date,
	"loaner_returned_on" date,
	"internal_note" text DEFAULT '' NOT NULL,
	"owner_note" text DEFAULT '' NOT NULL,
	"awaiting_owner" boolean DEFAULT false NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"first_action_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "service_requests_status_known" CHECK ("service_requests"."status" IN ('new', 'scheduled', 'in_progress', 'waiting_parts', 'resolved', 'closed', 'canceled')),
	CONSTRAINT "service_requests_problem_known" CHECK ("service_requests"."problem" IN ('not_heating', 'leaking', 'error_code', 'weak_extraction', 'noise', 'maintenance', 'other')),
	CONSTRAINT "service_requests_mode_known" CHECK ("service_requests"."mode" IN ('onsite', 'bring_in')),
	CONSTRAINT "service_requests_slot_known" CHECK ("service_requests"."slot" IN ('morning', 'afternoon', 'evening')),
	CONSTRAINT "service_requests_coverage_known" CHECK ("service_requests"."coverage" IN ('undecided', 'warranty', 'paid'))
);
--> statement-breakpoint
CREATE TABLE "warranty_activations" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"shop_name" text,
	"street" text NOT NULL,
	"province_code" text NOT NULL,
	"province_name" text NOT NULL,
	"ward_code" text NOT NULL,
	"ward_name" text NOT NULL,
	"dealer" text,
	"purchase_date" date,
	"receipt_url" text,
	"reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warranty_activations_status_known" CHECK ("warranty_activations"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_known";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "warranty_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_reminders" ADD CONSTRAINT "maintenance_reminders_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_requests" ADD CONSTRAINT "service_requests_technician_id_users_id_fk" FOREIGN KEY ("technician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_activations" ADD CONSTRAINT "warranty_activations_machine_id_machines_id_fk" FOREIGN KEY ("machine_id") REFERENCES "public"."machines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warranty_activations" ADD CONSTRAINT "warranty_activations_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machines_order_id_idx" ON "machines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "machines_product_id_idx" ON "machines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "service_requests_status_idx" ON "service_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_machine_idx" ON "service_requests" USING btree ("machine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warranty_activations_live_uq" ON "warranty_activations" USING btree ("machine_id") WHERE "warranty_activations"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE INDEX "warranty_activations_status_idx" ON "warranty_activations" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_known" CHECK ("users"."role" IN ('owner', 'sales', 'editor', 'service'));