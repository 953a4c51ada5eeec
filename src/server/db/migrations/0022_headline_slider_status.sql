-- Issue 23: headlines and sliders get a status (1 Publish, 0 Draft) like the other areas. Every existing
-- one was live on the public site, so it stays published.
ALTER TABLE "headline" ADD COLUMN "Status" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "slider" ADD COLUMN "Status" integer DEFAULT 1 NOT NULL;
