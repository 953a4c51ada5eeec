-- Issue 28: PostgreSQL declares the text search match (`tsvector @@ tsquery`) as cheap as an equality (cost 1),
-- while testing a record's text words means reading its stored vector, which for a body of a few hundred words
-- is kept compressed out of line (about 5 µs a record on PGlite). The planner then tested every alumni
-- feedback and course page for two rare words (30 ms and 15 ms a search) instead of asking the words' index
-- (under 2 ms). Given a cost nearer its real one, it asks the index when few records hold the words, and
-- still walks the newest records when many do. A database whose administrator keeps the function's owner
-- from us keeps the cost: the search is the same, only slower.
DO $$
BEGIN
  ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) COST 100;
  ALTER FUNCTION pg_catalog.ts_match_qv(tsquery, tsvector) COST 100;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'the text search match belongs to another role: it keeps the cost it was given';
END
$$;
