CREATE UNIQUE INDEX "media_news_title_date_unique" ON "media_news" USING btree (lower(btrim("title")),"publishedAt") WHERE "media_news"."publishedAt" <> '';--> statement-breakpoint
CREATE TABLE "permission_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ByStaffID" integer,
	"by_name" text NOT NULL,
	"StaffID" integer,
	"staff_name" text NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "permission_changes_at_idx" ON "permission_changes" USING btree ("at");
