ALTER TABLE "places" ALTER COLUMN "latitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ALTER COLUMN "longitude" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "places" ADD CONSTRAINT "places_position_check" CHECK (("places"."latitude" is null) = ("places"."longitude" is null));