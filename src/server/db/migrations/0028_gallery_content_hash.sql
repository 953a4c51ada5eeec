-- Issue 28: the SHA-256 of each gallery photo as received, so the same file picked again is known.
ALTER TABLE "gallery" ADD COLUMN "ContentHash" text;
--> statement-breakpoint
CREATE INDEX "gallery_content_hash_idx" ON "gallery" USING btree ("ContentHash");
