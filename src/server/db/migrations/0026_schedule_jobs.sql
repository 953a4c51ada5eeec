-- Issue 26 "On time without anyone awake": scheduled publish and unpublish, kept as jobs in the database so
-- every server of a deployment (and a restarted one) sees the same ones, and the university's time zone.
CREATE TABLE "schedule_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_table" text NOT NULL,
	"EntryID" integer NOT NULL,
	"action" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"set_by" integer,
	"set_by_name" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ran_at" timestamp with time zone,
	"late_ms" integer,
	"reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_job_one_pending" ON "schedule_job" USING btree ("record_table","EntryID","action") WHERE "schedule_job"."state" = 'pending';
--> statement-breakpoint
CREATE INDEX "schedule_job_due_idx" ON "schedule_job" USING btree ("due_at") WHERE "schedule_job"."state" = 'pending';
--> statement-breakpoint
CREATE INDEX "schedule_job_ran_idx" ON "schedule_job" USING btree ("ran_at") WHERE "schedule_job"."state" <> 'pending';
--> statement-breakpoint
CREATE TABLE "schedule_zone" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"zone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_zone_one_row" CHECK ("id" = 1)
);
