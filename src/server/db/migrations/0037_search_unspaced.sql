-- Issue 28, search in scripts written without spaces, and across a record's title and text. Each
-- character of kana, Han ideographs and Hangul syllables is indexed as a word of its own ('工程' finds '工程学院'
-- as the phrase of its characters): the parser took a run of them as one word. The stored vectors are made again
-- through console_spaced (their indexes with them, written through as 0036 made them), and the text's vector
-- holds the title's words too where the title is the area's own column, so words some in the title and some in
-- the text find the record. A vector holds the words of the first 60,000 characters (rules/search.ts
-- SEARCH_LIMITS.indexedChars): PostgreSQL refuses one over 1 MB, and with it the record's save. Made by
-- src/server/search/sql.ts SPACED_FUNCTION, vectorDropStatements,
-- indexStatements and writeThroughStatements (a unit test compares them).
CREATE OR REPLACE FUNCTION console_spaced(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT regexp_replace(value, '([\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\U00020000-\U0002fa1f])', ' \1 ', 'g') $$;
--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "news" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "event" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "event" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "gallery" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "leadership" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "leadership" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "headline" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "headline" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "slider" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "slider" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "partner" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "alumni_feedback" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "alumni_feedback" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "faculty" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "faculty" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "course" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
ALTER TABLE "course_about" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "home_content" DROP COLUMN IF EXISTS "SearchText";
--> statement-breakpoint
ALTER TABLE "media_news" DROP COLUMN IF EXISTS "SearchTitle";
--> statement-breakpoint
-- News
ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("Title", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_title_words" ON "news" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_title_trgm" ON "news" USING gin (console_fold(coalesce("Title", '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("Title", '') || ' ' || console_rich_plain("Description"), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_text_words" ON "news" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_recent" ON "news" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_faculty_recent" ON "news" ("FacultyCode", coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "news_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"news_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "news_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"news_search_title_trgm"'::regclass);
--> statement-breakpoint
ALTER INDEX "news_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"news_search_text_words"'::regclass);
--> statement-breakpoint
-- Events
ALTER TABLE "event" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("Title", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_title_words" ON "event" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_title_trgm" ON "event" USING gin (console_fold(coalesce("Title", '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "event" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("Title", '') || ' ' || coalesce("Location", '') || ' ' || console_rich_plain("Description"), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_text_words" ON "event" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_recent" ON "event" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_faculty_recent" ON "event" ("FacultyCode", coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "event_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"event_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "event_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"event_search_title_trgm"'::regclass);
--> statement-breakpoint
ALTER INDEX "event_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"event_search_text_words"'::regclass);
--> statement-breakpoint
-- Gallery
ALTER TABLE "gallery" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("ImageTitle", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gallery_search_title_words" ON "gallery" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gallery_search_title_trgm" ON "gallery" USING gin (console_fold(coalesce("ImageTitle", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gallery_search_recent" ON "gallery" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "gallery_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"gallery_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "gallery_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"gallery_search_title_trgm"'::regclass);
--> statement-breakpoint
-- Leadership
ALTER TABLE "leadership" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("FullName", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_title_words" ON "leadership" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_title_trgm" ON "leadership" USING gin (console_fold(coalesce("FullName", '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "leadership" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("FullName", '') || ' ' || coalesce("Designation", '') || ' ' || console_rich_plain("Description"), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_text_words" ON "leadership" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_recent" ON "leadership" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "leadership_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"leadership_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "leadership_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"leadership_search_title_trgm"'::regclass);
--> statement-breakpoint
ALTER INDEX "leadership_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"leadership_search_text_words"'::regclass);
--> statement-breakpoint
-- Headlines
ALTER TABLE "headline" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("LinkTitle", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_title_words" ON "headline" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_title_trgm" ON "headline" USING gin (console_fold(coalesce("LinkTitle", '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "headline" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("LinkTitle", '') || ' ' || console_rich_plain("Message"), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_text_words" ON "headline" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_recent" ON "headline" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "headline_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"headline_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "headline_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"headline_search_title_trgm"'::regclass);
--> statement-breakpoint
ALTER INDEX "headline_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"headline_search_text_words"'::regclass);
--> statement-breakpoint
-- Sliders
ALTER TABLE "slider" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("Title", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_title_words" ON "slider" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_title_trgm" ON "slider" USING gin (console_fold(coalesce("Title", '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "slider" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("Title", '') || ' ' || coalesce("Caption", '') || ' ' || coalesce("BtnName", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_text_words" ON "slider" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_recent" ON "slider" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "slider_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"slider_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "slider_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"slider_search_title_trgm"'::regclass);
--> statement-breakpoint
ALTER INDEX "slider_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"slider_search_text_words"'::regclass);
--> statement-breakpoint
-- Partners
ALTER TABLE "partner" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("PartnerName", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partner_search_title_words" ON "partner" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partner_search_title_trgm" ON "partner" USING gin (console_fold(coalesce("PartnerName", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partner_search_recent" ON "partner" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "partner_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"partner_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "partner_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"partner_search_title_trgm"'::regclass);
--> statement-breakpoint
-- Alumni Feedback
ALTER TABLE "alumni_feedback" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("Title", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_title_words" ON "alumni_feedback" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_title_trgm" ON "alumni_feedback" USING gin (console_fold(coalesce("Title", '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "alumni_feedback" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("Title", '') || ' ' || coalesce("StudentName", '') || ' ' || console_rich_plain("Description"), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_text_words" ON "alumni_feedback" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_recent" ON "alumni_feedback" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "alumni_feedback_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"alumni_feedback_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "alumni_feedback_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"alumni_feedback_search_title_trgm"'::regclass);
--> statement-breakpoint
ALTER INDEX "alumni_feedback_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"alumni_feedback_search_text_words"'::regclass);
--> statement-breakpoint
-- Faculties
ALTER TABLE "faculty" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("FacultyName", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_title_words" ON "faculty" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_title_trgm" ON "faculty" USING gin (console_fold(coalesce("FacultyName", '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "faculty" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("FacultyName", '') || ' ' || coalesce("FacultyDean", '') || ' ' || console_rich_plain("FacultyDetail"), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_text_words" ON "faculty" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_recent" ON "faculty" (coalesce("InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_faculty_recent" ON "faculty" ("FacultyCode", coalesce("InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "faculty_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"faculty_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "faculty_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"faculty_search_title_trgm"'::regclass);
--> statement-breakpoint
ALTER INDEX "faculty_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"faculty_search_text_words"'::regclass);
--> statement-breakpoint
-- Courses
ALTER TABLE "course" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("CourseName", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_search_title_words" ON "course" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_search_title_trgm" ON "course" USING gin (console_fold(coalesce("CourseName", '')) gin_trgm_ops);
--> statement-breakpoint
ALTER TABLE "course_about" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("CourseHOD", '') || ' ' || console_rich_plain("Description") || ' ' || console_rich_plain("HODContent"), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_about_search_text_words" ON "course_about" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_about_search_recent" ON "course_about" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "course_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"course_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "course_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"course_search_title_trgm"'::regclass);
--> statement-breakpoint
ALTER INDEX "course_about_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"course_about_search_text_words"'::regclass);
--> statement-breakpoint
-- Home Content
ALTER TABLE "home_content" ADD COLUMN IF NOT EXISTS "SearchText" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(console_rich_plain("DiscoverContent") || ' ' || console_rich_plain("AboutContent") || ' ' || console_rich_plain("CampusContent") || ' ' || console_rich_plain("CampusContent2") || ' ' || console_rich_plain("EducationContent") || ' ' || console_rich_plain("RegistryContent"), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "home_content_search_text_words" ON "home_content" USING gin ("SearchText");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "home_content_search_recent" ON "home_content" (coalesce("UpdatedDate", "InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "home_content_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"home_content_search_text_words"'::regclass);
--> statement-breakpoint
-- Media Coverage
ALTER TABLE "media_news" ADD COLUMN IF NOT EXISTS "SearchTitle" tsvector GENERATED ALWAYS AS (to_tsvector('console_search'::regconfig, console_spaced(left(coalesce("title", ''), 60000)))) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_news_search_title_words" ON "media_news" USING gin ("SearchTitle");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_news_search_title_trgm" ON "media_news" USING gin (console_fold(coalesce("title", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_news_search_recent" ON "media_news" (coalesce("InsertedDate") DESC NULLS LAST, "EntryID" DESC);
--> statement-breakpoint
ALTER INDEX "media_news_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"media_news_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "media_news_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"media_news_search_title_trgm"'::regclass);
