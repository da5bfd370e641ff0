-- natural_sort_key (migration 165) computed for every match of a search before its page is sorted
-- (docs/server.md: lists at scale): two regexp_replace per row were a quarter to a third of a search's
-- database time over 100,000 contacts. A name without a digit, most of them, has lower(value) as its key:
-- both replacements find nothing to replace. Same result for every value, so the indexes on the key stay
-- valid; the planner inlines this body into the indexes and the lists' ORDER BY alike.
CREATE OR REPLACE FUNCTION natural_sort_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT CASE WHEN value ~ '[0-9]'
  THEN regexp_replace(regexp_replace(lower(value), '[0-9]+', '000000000000000\&', 'g'), '0*([0-9]{15})', '\1', 'g')
  ELSE lower(value) END $$;

-- The search indexes' pending lists bounded to 256 kB (docs/server.md: lists at scale). A GIN index keeps
-- new entries in a pending list, read in full by every search, until it outgrows gin_pending_list_limit
-- (4 MB by default) or a VACUUM empties it; PGlite runs no autovacuum. 3,000 new contacts in the list made
-- an email search over 100,000 contacts about twice as slow on PGlite; at 256 kB it stays within 32 pages,
-- for a few hundredths of a millisecond more per write.
ALTER INDEX api_keys_search SET (gin_pending_list_limit = 256);
ALTER INDEX articles_search SET (gin_pending_list_limit = 256);
ALTER INDEX authors_search SET (gin_pending_list_limit = 256);
ALTER INDEX broadcasts_search SET (gin_pending_list_limit = 256);
ALTER INDEX buckets_search SET (gin_pending_list_limit = 256);
ALTER INDEX captures_search SET (gin_pending_list_limit = 256);
ALTER INDEX contacts_search SET (gin_pending_list_limit = 256);
ALTER INDEX contestants_search SET (gin_pending_list_limit = 256);
ALTER INDEX files_search SET (gin_pending_list_limit = 256);
ALTER INDEX helpbot_faqs_search SET (gin_pending_list_limit = 256);
ALTER INDEX images_search SET (gin_pending_list_limit = 256);
ALTER INDEX jobs_search SET (gin_pending_list_limit = 256);
ALTER INDEX message_prompts_search SET (gin_pending_list_limit = 256);
ALTER INDEX rodeo_syncs_search SET (gin_pending_list_limit = 256);
ALTER INDEX rodeos_search SET (gin_pending_list_limit = 256);
ALTER INDEX sponsors_search SET (gin_pending_list_limit = 256);
ALTER INDEX task_cards_search SET (gin_pending_list_limit = 256);
ALTER INDEX ticket_orders_search SET (gin_pending_list_limit = 256);
ALTER INDEX vendors_search SET (gin_pending_list_limit = 256);
