-- Issue 28: each gallery photo's likeness (a difference hash of its upright pixels, rules/duplicates.ts), so a
-- resized or re-saved copy picked again is found though its bytes differ. Null for videos, flat pictures and
-- photos stored before.
ALTER TABLE "gallery" ADD COLUMN "LikenessHash" text;
