-- Issue 28 "One search for everything": PostgreSQL's full-text search with accents folded and English stems,
-- trigram matching for typos, and per area (rules/search.ts) expression indexes kept by the database itself.
-- The index statements are made by src/server/search/sql.ts indexStatements (a unit test compares them).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION console_search (COPY = english);
--> statement-breakpoint
-- 'Ilé-Ifẹ̀' is indexed, headlined and queried as 'ile' and 'ife'.
ALTER TEXT SEARCH CONFIGURATION console_search
  ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); an index needs an IMMUTABLE wrapper. Its body
-- names the extension's schema: PostgreSQL 17 builds and vacuums indexes with a search_path of pg_catalog.
DO $$
DECLARE home text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'unaccent');
BEGIN
  EXECUTE format(
    'CREATE FUNCTION console_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS %L',
    format('SELECT lower(%I.unaccent(%L::regdictionary, value))', home, quote_ident(home) || '.unaccent'));
END
$$;
--> statement-breakpoint
-- Rich text is the editor's JSON: its text values, space-separated. Text that is not such JSON (an old
-- console's HTML, plain text) is searched as it is. Costly to the planner: a query filters with the index
-- built on it, never by reading every record's JSON again.
CREATE FUNCTION console_rich_plain(value text) RETURNS text LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE COST 1000 AS $$
BEGIN
  IF value IS NULL OR left(ltrim(value), 1) <> '[' THEN RETURN coalesce(value, ''); END IF;
  RETURN coalesce((SELECT string_agg(part #>> '{}', ' ')
    FROM jsonb_path_query(value::jsonb, 'strict $.** ? (exists(@.text)).text') AS part), '');
EXCEPTION WHEN others THEN RETURN value;
END
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_title" ON "news" USING gin (to_tsvector('console_search'::regconfig, coalesce("Title", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_title_trgm" ON "news" USING gin (console_fold(coalesce("Title", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "news_search_text" ON "news" USING gin (to_tsvector('console_search'::regconfig, console_rich_plain("Description")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_title" ON "event" USING gin (to_tsvector('console_search'::regconfig, coalesce("Title", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_title_trgm" ON "event" USING gin (console_fold(coalesce("Title", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "event_search_text" ON "event" USING gin (to_tsvector('console_search'::regconfig, coalesce("Location", '') || ' ' || console_rich_plain("Description")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gallery_search_title" ON "gallery" USING gin (to_tsvector('console_search'::regconfig, coalesce("ImageTitle", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "gallery_search_title_trgm" ON "gallery" USING gin (console_fold(coalesce("ImageTitle", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_title" ON "leadership" USING gin (to_tsvector('console_search'::regconfig, coalesce("FullName", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_title_trgm" ON "leadership" USING gin (console_fold(coalesce("FullName", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "leadership_search_text" ON "leadership" USING gin (to_tsvector('console_search'::regconfig, coalesce("Designation", '') || ' ' || console_rich_plain("Description")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_title" ON "headline" USING gin (to_tsvector('console_search'::regconfig, coalesce("LinkTitle", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_title_trgm" ON "headline" USING gin (console_fold(coalesce("LinkTitle", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "headline_search_text" ON "headline" USING gin (to_tsvector('console_search'::regconfig, console_rich_plain("Message")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_title" ON "slider" USING gin (to_tsvector('console_search'::regconfig, coalesce("Title", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_title_trgm" ON "slider" USING gin (console_fold(coalesce("Title", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "slider_search_text" ON "slider" USING gin (to_tsvector('console_search'::regconfig, coalesce("Caption", '') || ' ' || coalesce("BtnName", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partner_search_title" ON "partner" USING gin (to_tsvector('console_search'::regconfig, coalesce("PartnerName", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "partner_search_title_trgm" ON "partner" USING gin (console_fold(coalesce("PartnerName", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_title" ON "alumni_feedback" USING gin (to_tsvector('console_search'::regconfig, coalesce("Title", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_title_trgm" ON "alumni_feedback" USING gin (console_fold(coalesce("Title", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "alumni_feedback_search_text" ON "alumni_feedback" USING gin (to_tsvector('console_search'::regconfig, coalesce("StudentName", '') || ' ' || console_rich_plain("Description")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_title" ON "faculty" USING gin (to_tsvector('console_search'::regconfig, coalesce("FacultyName", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_title_trgm" ON "faculty" USING gin (console_fold(coalesce("FacultyName", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "faculty_search_text" ON "faculty" USING gin (to_tsvector('console_search'::regconfig, coalesce("FacultyDean", '') || ' ' || console_rich_plain("FacultyDetail")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_search_title" ON "course" USING gin (to_tsvector('console_search'::regconfig, coalesce("CourseName", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_search_title_trgm" ON "course" USING gin (console_fold(coalesce("CourseName", '')) gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "course_about_search_text" ON "course_about" USING gin (to_tsvector('console_search'::regconfig, coalesce("CourseHOD", '') || ' ' || console_rich_plain("Description") || ' ' || console_rich_plain("HODContent")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "home_content_search_text" ON "home_content" USING gin (to_tsvector('console_search'::regconfig, console_rich_plain("DiscoverContent") || ' ' || console_rich_plain("AboutContent") || ' ' || console_rich_plain("CampusContent") || ' ' || console_rich_plain("CampusContent2") || ' ' || console_rich_plain("EducationContent") || ' ' || console_rich_plain("RegistryContent")));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_news_search_title" ON "media_news" USING gin (to_tsvector('console_search'::regconfig, coalesce("title", '')));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "media_news_search_title_trgm" ON "media_news" USING gin (console_fold(coalesce("title", '')) gin_trgm_ops);
