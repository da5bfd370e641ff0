-- natural_sort_key (migration 165) computed for every match of a search before its page is sorted
-- (docs/server.md: lists at scale): two regexp_replace per row were a quarter to a third of a search's
-- database time over 100,000 contacts. A name without a digit, most of them, has lower(value) as its key:
-- both replacements find nothing to replace. Same result for every value, so the indexes on the key stay
-- valid; the planner inlines this body into the indexes and the lists' ORDER BY alike.
CREATE OR REPLACE FUNCTION natural_sort_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT CASE WHEN value ~ '[0-9]'
  THEN regexp_replace(regexp_replace(lower(value), '[0-9]+', '000000000000000\&', 'g'), '0*([0-9]{15})', '\1', 'g')
  ELSE lower(value) END $$;
