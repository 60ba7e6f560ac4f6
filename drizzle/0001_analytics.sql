CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_visitors" (
	"day" date NOT NULL,
	"visitor_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_view_stats" (
	"day" date NOT NULL,
	"path" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"read_time_samples" integer DEFAULT 0 NOT NULL,
	"read_time_seconds" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrer_stats" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "daily_visitors_day_hash_uq" ON "daily_visitors" USING btree ("day","visitor_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "page_view_stats_day_path_uq" ON "page_view_stats" USING btree ("day","path");--> statement-breakpoint
CREATE INDEX "page_view_stats_path_idx" ON "page_view_stats" USING btree ("path");--> statement-breakpoint
CREATE UNIQUE INDEX "referrer_stats_day_host_uq" ON "referrer_stats" USING btree ("day","host");