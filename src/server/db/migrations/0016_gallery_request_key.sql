ALTER TABLE "gallery" ADD COLUMN "RequestKey" text;--> statement-breakpoint
ALTER TABLE "gallery" ADD CONSTRAINT "gallery_RequestKey_unique" UNIQUE("RequestKey");
