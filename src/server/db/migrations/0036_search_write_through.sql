-- Issue 28, search under 50 ms on PGlite: the search's GIN indexes written through at every save, and the entries
-- they had gathered merged now. A GIN index otherwise keeps new entries in a pending list that every search
-- reads whole until a vacuum merges them; PGlite runs no autovacuum, so each list grew to its 4 MB limit and a
-- search for three common words took 10 ms a table instead of 1.5. Made by src/server/search/sql.ts
-- writeThroughStatements (a unit test compares them).
-- News
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
ALTER INDEX "gallery_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"gallery_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "gallery_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"gallery_search_title_trgm"'::regclass);
--> statement-breakpoint
-- Leadership
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
ALTER INDEX "partner_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"partner_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "partner_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"partner_search_title_trgm"'::regclass);
--> statement-breakpoint
-- Alumni Feedback
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
ALTER INDEX "home_content_search_text_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"home_content_search_text_words"'::regclass);
--> statement-breakpoint
-- Media Coverage
ALTER INDEX "media_news_search_title_words" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"media_news_search_title_words"'::regclass);
--> statement-breakpoint
ALTER INDEX "media_news_search_title_trgm" SET (fastupdate = off);
--> statement-breakpoint
SELECT gin_clean_pending_list('"media_news_search_title_trgm"'::regclass);
--> statement-breakpoint
