-- Issue 28: pg_trgm declares its word likeness as cheap as an equality (cost 1), while it takes about 20 µs a
-- title; the planner then reads every title of a table of a few thousand (headlines, sliders, partners,
-- courses: 20 to 80 ms a typo search) instead of the title's trigram index (3 to 12 ms). Given its real
-- cost, it takes the index when few titles look like what was typed, and still walks the newest titles when
-- many do. A database whose pg_trgm belongs to another role (made by its administrator) keeps the cost:
-- the search is the same, only slower.
DO $$
DECLARE home text := (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
  WHERE e.extname = 'pg_trgm');
BEGIN
  EXECUTE format('ALTER FUNCTION %I.word_similarity_op(text, text) COST 200', home);
  EXECUTE format('ALTER FUNCTION %I.word_similarity_commutator_op(text, text) COST 200', home);
EXCEPTION WHEN insufficient_privilege THEN
  RAISE NOTICE 'pg_trgm belongs to another role: its word likeness keeps the cost it was given';
END
$$;
