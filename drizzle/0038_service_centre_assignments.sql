ALTER TABLE "lead_assignments" DROP CONSTRAINT "lead_assignments_outcome_known";--> statement-breakpoint
ALTER TABLE "lead_assignments" ALTER COLUMN "lead_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD COLUMN "service_request_id" integer;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_service_request_id_service_requests_id_fk" FOREIGN KEY ("service_request_id") REFERENCES "public"."service_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_assignments_service_request_idx" ON "lead_assignments" USING btree ("service_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_assignments_one_current_service" ON "lead_assignments" USING btree ("service_request_id") WHERE "lead_assignments"."closed_at" IS NULL;--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_one_subject" CHECK (("lead_assignments"."lead_id" IS NULL) <> ("lead_assignments"."service_request_id" IS NULL));--> statement-breakpoint
ALTER TABLE "lead_assignments" ADD CONSTRAINT "lead_assignments_outcome_known" CHECK ("lead_assignments"."outcome" IS NULL OR "lead_assignments"."outcome" IN ('contacted', 'demo', 'sold', 'lost', 'visit_booked', 'repaired', 'cannot_repair'));