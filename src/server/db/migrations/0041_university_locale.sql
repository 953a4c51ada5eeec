-- Issue 47: the university's locale (rules/locales.ts), a Super Admin's setting beside the time zone: how
-- every screen writes and reads dates and times. One row; none: en-GB, what the console wrote before.
CREATE TABLE "university_locale" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"locale" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "university_locale_one_row" CHECK ("id" = 1)
);
