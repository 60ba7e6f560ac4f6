DROP INDEX "blog_posts_slug_idx";--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" IN ('new', 'contacted', 'scheduled', 'completed', 'canceled'));--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_source_check" CHECK ("contact_requests"."source" IN ('contact', 'trial', 'onsite-trial'));--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_need_type_check" CHECK ("contact_requests"."need_type" IN ('contact', 'atStore', 'atCenter'));--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_business_status_check" CHECK ("contact_requests"."business_status" IN ('running', 'planning'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_status_check" CHECK ("notifications"."status" IN ('pending', 'sent', 'failed'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_check" CHECK ("orders"."status" IN ('pending', 'confirmed', 'shipping', 'completed', 'canceled'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('cod', 'bank_transfer', 'card'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" IN ('unpaid', 'paid', 'refunded'));