-- Issue 25 "Retention": pinned versions, versions the retention removed (their values cleared, the audit
-- trail kept), the retention setting, and photos kept while a version still names them.
ALTER TABLE "audit_log" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "pruned_at" timestamp with time zone;
--> statement-breakpoint
CREATE TABLE "version_retention" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"keep_versions" integer NOT NULL,
	"keep_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "version_retention_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "released_photo" (
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"record" text NOT NULL,
	"released_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "released_photo_folder_name_pk" PRIMARY KEY("folder","name")
);
