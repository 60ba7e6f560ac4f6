ALTER TABLE "orders" ADD COLUMN "stock_returned_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: an order whose machines a refund already put back keeps that date, so neither a cancel nor a second
-- refund puts them back again.
UPDATE "orders" SET "stock_returned_at" = "first_restock"."created_at"
FROM (SELECT "order_id", min("created_at") AS "created_at" FROM "order_refunds" WHERE "restock" GROUP BY "order_id") AS "first_restock"
WHERE "orders"."id" = "first_restock"."order_id";
