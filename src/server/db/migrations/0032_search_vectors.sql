-- Issue 28, search under 50 ms: each area's title and text words kept in stored generated columns (the
-- database keeps them, as it kept 0027's expression indexes, which they replace), so a common word is found
-- by walking the newest records (the recency indexes, a Faculty user's by faculty first) and testing each
-- stored vector, never by re-reading rich text. Made by src/server/search/sql.ts indexStatements (a unit
-- test compares them).
-- News
ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("Title", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_title_words" ON "news" USING gin ("SearchTitle");
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_rich_plain("Description"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_text_words" ON "news" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_recent" ON "news" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_faculty_recent" ON "news" ("FacultyCode", coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "news_search_title";
--> statement-breakpoint
DROP INDEX IF EXISTS "news_search_text";
--> statement-breakpoint
-- Events
ALTER TABLE "event" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("Title", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_title_words" ON "event" USING gin ("SearchTitle");
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("Location", '') || ' ' || console_rich_plain("Description"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_text_words" ON "event" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_recent" ON "event" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_faculty_recent" ON "event" ("FacultyCode", coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "event_search_title";
--> statement-breakpoint
DROP INDEX IF EXISTS "event_search_text";
--> statement-breakpoint
-- Gallery
ALTER TABLE "gallery" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("ImageTitle", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gallery_search_title_words" ON "gallery" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gallery_search_recent" ON "gallery" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "gallery_search_title";
--> statement-breakpoint
-- Leadership
ALTER TABLE "leadership" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("FullName", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_title_words" ON "leadership" USING gin ("SearchTitle");
--> statement-breakpoint
ALTER TABLE "leadership" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("Designation", '') || ' ' || console_rich_plain("Description"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_text_words" ON "leadership" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_recent" ON "leadership" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "leadership_search_title";
--> statement-breakpoint
DROP INDEX IF EXISTS "leadership_search_text";
--> statement-breakpoint
-- Headlines
ALTER TABLE "headline" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("LinkTitle", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_title_words" ON "headline" USING gin ("SearchTitle");
--> statement-breakpoint
ALTER TABLE "headline" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_rich_plain("Message"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_text_words" ON "headline" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_recent" ON "headline" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "headline_search_title";
--> statement-breakpoint
DROP INDEX IF EXISTS "headline_search_text";
--> statement-breakpoint
-- Sliders
ALTER TABLE "slider" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("Title", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_title_words" ON "slider" USING gin ("SearchTitle");
--> statement-breakpoint
ALTER TABLE "slider" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("Caption", '') || ' ' || coalesce("BtnName", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_text_words" ON "slider" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_recent" ON "slider" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "slider_search_title";
--> statement-breakpoint
DROP INDEX IF EXISTS "slider_search_text";
--> statement-breakpoint
-- Partners
ALTER TABLE "partner" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("PartnerName", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partner_search_title_words" ON "partner" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partner_search_recent" ON "partner" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "partner_search_title";
--> statement-breakpoint
-- Alumni Feedback
ALTER TABLE "alumni_feedback" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("Title", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_title_words" ON "alumni_feedback" USING gin ("SearchTitle");
--> statement-breakpoint
ALTER TABLE "alumni_feedback" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("StudentName", '') || ' ' || console_rich_plain("Description"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_text_words" ON "alumni_feedback" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_recent" ON "alumni_feedback" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "alumni_feedback_search_title";
--> statement-breakpoint
DROP INDEX IF EXISTS "alumni_feedback_search_text";
--> statement-breakpoint
-- Faculties
ALTER TABLE "faculty" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("FacultyName", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_title_words" ON "faculty" USING gin ("SearchTitle");
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("FacultyDean", '') || ' ' || console_rich_plain("FacultyDetail"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_text_words" ON "faculty" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_recent" ON "faculty" (coalesce("InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_faculty_recent" ON "faculty" ("FacultyCode", coalesce("InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "faculty_search_title";
--> statement-breakpoint
DROP INDEX IF EXISTS "faculty_search_text";
--> statement-breakpoint
-- Courses
ALTER TABLE "course" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("CourseName", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_search_title_words" ON "course" USING gin ("SearchTitle");
--> statement-breakpoint
ALTER TABLE "course_about" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("CourseHOD", '') || ' ' || console_rich_plain("Description") || ' ' || console_rich_plain("HODContent"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_about_search_text_words" ON "course_about" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_about_search_recent" ON "course_about" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "course_search_title";
--> statement-breakpoint
DROP INDEX IF EXISTS "course_about_search_text";
--> statement-breakpoint
-- Home Content
ALTER TABLE "home_content" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_rich_plain("DiscoverContent") || ' ' || console_rich_plain("AboutContent") || ' ' || console_rich_plain("CampusContent") || ' ' || console_rich_plain("CampusContent2") || ' ' || console_rich_plain("EducationContent") || ' ' || console_rich_plain("RegistryContent"))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "home_content_search_text_words" ON "home_content" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "home_content_search_recent" ON "home_content" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "home_content_search_text";
--> statement-breakpoint
-- Media Coverage
ALTER TABLE "media_news" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, coalesce("title", ''))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_news_search_title_words" ON "media_news" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_news_search_recent" ON "media_news" (coalesce("InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "media_news_search_title";
