-- Issue 27: each image's alternative text, and the editor's choice that it is decorative (then it has none).
-- Names as in src/shared/rules/a11y/areas.ts. Existing images have neither: the report lists them as missing.
ALTER TABLE "news" ADD COLUMN "ImageAlt" text;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "ImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "ImageAlt" text;
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN "ImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "leadership" ADD COLUMN "ImageAlt" text;
--> statement-breakpoint
ALTER TABLE "leadership" ADD COLUMN "ImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "alumni_feedback" ADD COLUMN "ImageAlt" text;
--> statement-breakpoint
ALTER TABLE "alumni_feedback" ADD COLUMN "ImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "gallery" ADD COLUMN "ImageAlt" text;
--> statement-breakpoint
ALTER TABLE "gallery" ADD COLUMN "ImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "slider" ADD COLUMN "ImageAlt" text;
--> statement-breakpoint
ALTER TABLE "slider" ADD COLUMN "ImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "ImageAlt" text;
--> statement-breakpoint
ALTER TABLE "partner" ADD COLUMN "ImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "course_about" ADD COLUMN "ImageAlt" text;
--> statement-breakpoint
ALTER TABLE "course_about" ADD COLUMN "ImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "FacultyImageAlt" text;
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN "FacultyImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "DiscoverPictureAlt" text;
--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "DiscoverPictureDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "CampusImageAlt" text;
--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "CampusImageDecorative" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "CampusImage2Alt" text;
--> statement-breakpoint
ALTER TABLE "home_content" ADD COLUMN "CampusImage2Decorative" boolean DEFAULT false NOT NULL;
