CREATE TABLE "lead_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"routed_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"closed_at" timestamp with time zone,
	"closed_reason" text,
	"outcome" text,
	"outcome_serial" text,
	"outcome_reason" text,
	"outcome_at" timestamp with time zone,
	CONSTRAINT "lead_assignments_closed_reason_known" CHECK ("lead_assignments"."closed_reason" IS NULL OR "lead_assignments"."closed_reason" IN ('declined', 'expired', 'rerouted')),
	CONSTRAINT "lead_assignments_outcome_known" CHECK ("lead_assignments"."outcome" IS NULL OR "lead_assignments"."outcome" IN ('contacted', 'demo', 'sold', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "dealer_place_id" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "dealer_sold_on" date;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "dealer_sold_by" integer;--> statement-breakpoint
ALTER TABLE "machines" ADD COLUMN "dealer_invoice_url" text;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_lead_id_contact_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_place_id_places_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_accepted_by_dealer_accounts_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."dealer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_assignments_place_idx" ON "lead_assignments" USING btree ("place_id","routed_at");--> statement-breakpoint
CREATE INDEX "lead_assignments_lead_idx" ON "lead_assignments" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "lead_assignments_open_due_idx" ON "lead_assignments" USING btree ("due_at") WHERE "lead_assignments"."accepted_at" IS NULL AND "lead_assignments"."closed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_assignments_one_current" ON "lead_assignments" USING btree ("lead_id") WHERE "lead_assignments"."closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_dealer_place_id_places_id_fk" FOREIGN KEY ("dealer_place_id") REFERENCES "public"."places"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "machines" ADD CONSTRAINT "machines_dealer_sold_by_dealer_accounts_id_fk" FOREIGN KEY ("dealer_sold_by") REFERENCES "public"."dealer_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "machines_dealer_place_idx" ON "machines" USING btree ("dealer_place_id");