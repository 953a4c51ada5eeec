-- Issue 27: a gallery video's WebVTT captions, stored beside it (the video's stored base name + .vtt).
ALTER TABLE "gallery" ADD COLUMN "CaptionsPath" text;
