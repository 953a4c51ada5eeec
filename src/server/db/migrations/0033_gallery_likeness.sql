-- Issue 28: each gallery photo's likeness (a difference hash of its upright pixels, rules/duplicates.ts), so a
-- resized or re-saved copy picked again is found though its bytes differ. '' for videos and flat pictures;
-- null until taken (photos stored before get theirs from the stored file, in the background).
ALTER TABLE "gallery" ADD COLUMN "LikenessHash" text;
