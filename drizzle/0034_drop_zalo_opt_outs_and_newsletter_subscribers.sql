DROP TABLE "newsletter_subscribers" CASCADE;--> statement-breakpoint
DROP TABLE "zalo_opt_outs" CASCADE;