-- Issue 27 "Accessible by default": each checked record's problems (levels applied when read), the problems
-- editors dismissed with a reason, the Super Admin's levels, and the report's trend by day.
CREATE TABLE "a11y_check" (
	"record_table" text NOT NULL,
	"EntryID" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "a11y_check_record_table_EntryID_pk" PRIMARY KEY("record_table","EntryID")
);
--> statement-breakpoint
CREATE TABLE "a11y_dismissal" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_table" text NOT NULL,
	"EntryID" integer NOT NULL,
	"rule" text NOT NULL,
	"field" text NOT NULL,
	"reason" text NOT NULL,
	"by" integer,
	"by_name" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "a11y_dismissal_one" ON "a11y_dismissal" USING btree ("record_table","EntryID","rule","field");
--> statement-breakpoint
CREATE TABLE "a11y_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"levels" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "a11y_settings_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "a11y_trend" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"recordsWithErrors" integer NOT NULL,
	"problems" integer NOT NULL,
	CONSTRAINT "a11y_trend_scope_day_pk" PRIMARY KEY("scope","day")
);
