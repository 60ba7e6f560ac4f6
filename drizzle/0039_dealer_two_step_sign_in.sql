ALTER TABLE "recovery_codes" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "dealer_accounts" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "dealer_accounts" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD COLUMN "dealer_account_id" integer;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_dealer_account_id_dealer_accounts_id_fk" FOREIGN KEY ("dealer_account_id") REFERENCES "public"."dealer_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recovery_codes_dealer_account_id_idx" ON "recovery_codes" USING btree ("dealer_account_id");--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_one_owner" CHECK (("recovery_codes"."user_id" IS NULL) <> ("recovery_codes"."dealer_account_id" IS NULL));