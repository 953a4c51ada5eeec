-- Issue 46 "A public content API": each published record's reader-facing form, written by the save that
-- changed it (src/server/public/project.ts); the size of each uploaded image; and the rules the projection
-- was last built by (a server starting with other rules rebuilds it). The sort key compares byte by byte
-- (COLLATE "C"), so a list's order and its cursor are the same whatever the database's locale.
CREATE TABLE "published" (
	"area" text NOT NULL,
	"record_id" bigint NOT NULL,
	"slug" text,
	"faculty" text NOT NULL,
	"visible_from" timestamp with time zone,
	"visible_until" timestamp with time zone,
	"sort_key" text COLLATE "C" NOT NULL,
	"search_text" text NOT NULL,
	"body" text NOT NULL,
	"etag" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "published_area_record_id_pk" PRIMARY KEY("area","record_id")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "published_slug" ON "published" USING btree ("area","slug");--> statement-breakpoint
CREATE INDEX "published_order" ON "published" USING btree ("area","sort_key","record_id");--> statement-breakpoint
CREATE INDEX "published_faculty_order" ON "published" USING btree ("area","faculty","sort_key","record_id");--> statement-breakpoint
CREATE TABLE "image_size" (
	"folder" text NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	CONSTRAINT "image_size_folder_name_pk" PRIMARY KEY("folder","name")
);
--> statement-breakpoint
CREATE TABLE "published_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rules" text NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
