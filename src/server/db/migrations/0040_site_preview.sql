-- Issue 46 "Preview before publishing": the site's preview address and a preview link's life in minutes (a
-- Super Admin's setting), and the key preview tokens are signed with, made once by the first link and shared
-- by every server of the deployment. One row each.
CREATE TABLE "preview_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"template" text NOT NULL,
	"minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_settings_one_row" CHECK ("id" = 1)
);
--> statement-breakpoint
CREATE TABLE "preview_secret" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preview_secret_one_row" CHECK ("id" = 1)
);
