ALTER TABLE "stored_files" ADD COLUMN "source" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
-- Hand-written note: rows stored before this migration count as staff uploads last sent now, so an existing shop's
-- unused photos (which cannot be told apart by who sent them) get the full staff grace from the upgrade on.
ALTER TABLE "stored_files" ADD COLUMN "last_uploaded_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_source_known" CHECK ("stored_files"."source" IN ('staff', 'public'));
