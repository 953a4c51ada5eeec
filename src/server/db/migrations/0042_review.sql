-- Issue 48 "Review before publishing": who reviews which level's saves of which area (a Super Admin's
-- overrides of rules/review.ts REVIEW_DEFAULTS), each round of review of a record's change, and each record's
-- comment thread. While a review `holds`, the record's readers' copy (`published`) stays as it was.
CREATE TABLE "review_setting" (
	"level" integer NOT NULL,
	"area" text NOT NULL,
	"reviewers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_setting_level_area_pk" PRIMARY KEY("level","area")
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_table" text NOT NULL,
	"EntryID" integer NOT NULL,
	"area" text NOT NULL,
	"title" text NOT NULL,
	"faculty" text,
	"section" text,
	"version" integer NOT NULL,
	"first_version" integer NOT NULL,
	"is_new" boolean NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"holds" boolean DEFAULT true NOT NULL,
	"asked_by" integer NOT NULL,
	"asked_name" text NOT NULL,
	"asked_level" integer NOT NULL,
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publish_at" timestamp with time zone,
	"unpublish_at" timestamp with time zone,
	"decided_by" integer,
	"decided_name" text,
	"decided_at" timestamp with time zone,
	"comment" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "review_one_open" ON "review" USING btree ("record_table","EntryID") WHERE "review"."state" in ('pending', 'changes');
--> statement-breakpoint
CREATE INDEX "review_holds_idx" ON "review" USING btree ("record_table","EntryID") WHERE "review"."holds";
--> statement-breakpoint
CREATE INDEX "review_record_idx" ON "review" USING btree ("record_table","EntryID","id");
--> statement-breakpoint
CREATE TABLE "review_comment" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_table" text NOT NULL,
	"EntryID" integer NOT NULL,
	"by" integer NOT NULL,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "review_comment_record_idx" ON "review_comment" USING btree ("record_table","EntryID","id");
