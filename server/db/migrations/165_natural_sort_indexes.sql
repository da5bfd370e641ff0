-- The sort key of a name or title as people read it (server/list/natural-sort.ts, docs/server.md: lists at
-- scale): case aside, and each run of digits left-padded with zeros to 15 places, so 'Person2' sorts before
-- 'Person10'. A function, so that an index can hold the key and a list's ORDER BY names the same
-- expression: both are inlined to this body, and the planner reads a page of 100,000 contacts off the
-- index instead of computing the key for every row and sorting them.
CREATE FUNCTION natural_sort_key(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT regexp_replace(regexp_replace(lower(value), '[0-9]+', '000000000000000\&', 'g'), '0*([0-9]{15})', '\1', 'g') $$;

-- Each area listed by a name or title by default: its sort index in that key (server/db/table-sql.ts writes
-- the same for a new area), named <table>_sort. The indexes on the bare column only served that sort.
DROP INDEX IF EXISTS contacts_account_last_name;
DROP INDEX IF EXISTS contacts_account_state_last_name;
DROP INDEX IF EXISTS authors_account;
DROP INDEX IF EXISTS message_prompts_account;
DROP INDEX IF EXISTS vendors_account;
DROP INDEX IF EXISTS files_account_folder_name;
DROP INDEX IF EXISTS contestants_account_rodeo_name;
CREATE INDEX api_keys_sort ON api_keys (account_id, natural_sort_key("name"), "name", api_key_id);
CREATE INDEX articles_sort ON articles (account_id, natural_sort_key("title"), "title", article_id);
CREATE INDEX contacts_sort ON contacts (account_id, natural_sort_key("last_name"), "last_name", contact_id);
CREATE INDEX contacts_account_state_last_name ON contacts (account_id, "state", natural_sort_key("last_name"), "last_name", contact_id);
CREATE INDEX contestants_sort ON contestants (account_id, natural_sort_key("name"), "name", contestant_id);
CREATE INDEX contestants_account_rodeo_name ON contestants (account_id, rodeo, natural_sort_key("name"), "name", contestant_id);
CREATE INDEX sponsors_sort ON sponsors (account_id, natural_sort_key("name"), "name", sponsor_id);
CREATE INDEX files_sort ON files (account_id, natural_sort_key("name"), "name", file_id);
CREATE INDEX files_account_folder_name ON files (account_id, folder, natural_sort_key("name"), "name", file_id);
CREATE INDEX message_prompts_sort ON message_prompts (account_id, natural_sort_key("name"), "name", message_prompt_id);
CREATE INDEX authors_sort ON authors (account_id, natural_sort_key("name"), "name", author_id);
CREATE INDEX images_sort ON images (account_id, natural_sort_key("title"), "title", image_id);
CREATE INDEX buckets_sort ON buckets (account_id, natural_sort_key("name"), "name", bucket_id);
CREATE INDEX vendors_sort ON vendors (account_id, natural_sort_key("name"), "name", vendor_id);
