ALTER TABLE "gateway_notifications" DROP CONSTRAINT "gateway_notifications_provider_check";--> statement-breakpoint
ALTER TABLE "gateway_transactions" DROP CONSTRAINT "gateway_transactions_provider_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "gateway_notifications" ADD CONSTRAINT "gateway_notifications_provider_check" CHECK ("gateway_notifications"."provider" IN ('vnpay', 'momo'));--> statement-breakpoint
ALTER TABLE "gateway_transactions" ADD CONSTRAINT "gateway_transactions_provider_check" CHECK ("gateway_transactions"."provider" IN ('vnpay', 'momo'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('cod', 'bank_transfer', 'card', 'vnpay', 'momo', 'credit'));