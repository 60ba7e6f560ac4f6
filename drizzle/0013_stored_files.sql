CREATE TABLE "stored_file_aliases" (
	"path" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"name" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"original_name" text,
	"variant_width" integer,
	"variant_format" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_variant_complete" CHECK (("stored_files"."original_name" IS NULL) = ("stored_files"."variant_width" IS NULL) AND ("stored_files"."variant_width" IS NULL) = ("stored_files"."variant_format" IS NULL)),
	CONSTRAINT "stored_files_size_matches" CHECK ("stored_files"."byte_size" = octet_length("stored_files"."bytes"))
);
--> statement-breakpoint
ALTER TABLE "stored_file_aliases" ADD CONSTRAINT "stored_file_aliases_name_stored_files_name_fk" FOREIGN KEY ("name") REFERENCES "public"."stored_files"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_original_name_stored_files_name_fk" FOREIGN KEY ("original_name") REFERENCES "public"."stored_files"("name") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_original_idx" ON "stored_files" USING btree ("original_name");--> statement-breakpoint
-- Photos are compressed already: keep them out of line without trying to compress them again.
ALTER TABLE "stored_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
