ALTER TABLE "orders" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "orders" SET "delivered_at" = coalesce(
  (SELECT max(a."at") FROM "audit_log" a
    WHERE a."entity_type" = 'order' AND a."entity_id" = "orders"."id"::text AND a."action" = 'order.status' AND a."after"->>'status' = 'completed'),
  "orders"."updated_at")
WHERE "status" = 'completed';
