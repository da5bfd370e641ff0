-- Every area's search box reads a words table of its own (server/db/search-words.ts, docs/server.md: lists
-- at scale): per row its account, its search fields joined by spaces and lower-cased, and the natural key
-- of its default order where that is a name or title. A search over 100,000 contacts read and tested a few
-- thousand whole contact rows (lower() and concatenation for each, then the natural key of each to sort
-- them); the narrow rows need neither: 3-4 times less database time (docs/performance.md). Triggers keep
-- each table in step, once per statement. The trigram index moves from the area's table to its words.
-- Written by searchWordsSql for each area with search fields.

-- api_keys
DROP INDEX api_keys_search;
CREATE TABLE IF NOT EXISTS api_keys_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS api_keys_words_search ON api_keys_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION api_keys_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO api_keys_words (row_id, account_id, words, sort_key, sort_value) SELECT n.api_key_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."prefix", '')), natural_sort_key(n."name"), n."name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE api_keys_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."prefix", '')), sort_key = natural_sort_key(n."name"), sort_value = n."name"
      FROM new_rows n WHERE w.row_id = n.api_key_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."prefix", '')), n."name");
  ELSE
    DELETE FROM api_keys_words w USING old_rows o WHERE w.row_id = o.api_key_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER api_keys_words_insert AFTER INSERT ON api_keys REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api_keys_words_sync();
CREATE OR REPLACE TRIGGER api_keys_words_update AFTER UPDATE ON api_keys REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION api_keys_words_sync();
CREATE OR REPLACE TRIGGER api_keys_words_delete AFTER DELETE ON api_keys REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION api_keys_words_sync();
DELETE FROM api_keys_words;
INSERT INTO api_keys_words (row_id, account_id, words, sort_key, sort_value) SELECT n.api_key_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."prefix", '')), natural_sort_key(n."name"), n."name" FROM api_keys n;

-- articles
DROP INDEX articles_search;
CREATE TABLE IF NOT EXISTS articles_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS articles_words_search ON articles_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION articles_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO articles_words (row_id, account_id, words, sort_key, sort_value) SELECT n.article_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."summary", '') || ' ' || coalesce(n."slug", '')), natural_sort_key(n."title"), n."title" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE articles_words w SET account_id = n.account_id, words = lower(coalesce(n."title", '') || ' ' || coalesce(n."summary", '') || ' ' || coalesce(n."slug", '')), sort_key = natural_sort_key(n."title"), sort_value = n."title"
      FROM new_rows n WHERE w.row_id = n.article_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."summary", '') || ' ' || coalesce(n."slug", '')), n."title");
  ELSE
    DELETE FROM articles_words w USING old_rows o WHERE w.row_id = o.article_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER articles_words_insert AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_words_sync();
CREATE OR REPLACE TRIGGER articles_words_update AFTER UPDATE ON articles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_words_sync();
CREATE OR REPLACE TRIGGER articles_words_delete AFTER DELETE ON articles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION articles_words_sync();
DELETE FROM articles_words;
INSERT INTO articles_words (row_id, account_id, words, sort_key, sort_value) SELECT n.article_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."summary", '') || ' ' || coalesce(n."slug", '')), natural_sort_key(n."title"), n."title" FROM articles n;

-- authors
DROP INDEX authors_search;
CREATE TABLE IF NOT EXISTS authors_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS authors_words_search ON authors_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION authors_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO authors_words (row_id, account_id, words, sort_key, sort_value) SELECT n.author_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."email", '')), natural_sort_key(n."name"), n."name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE authors_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."email", '')), sort_key = natural_sort_key(n."name"), sort_value = n."name"
      FROM new_rows n WHERE w.row_id = n.author_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."email", '')), n."name");
  ELSE
    DELETE FROM authors_words w USING old_rows o WHERE w.row_id = o.author_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER authors_words_insert AFTER INSERT ON authors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION authors_words_sync();
CREATE OR REPLACE TRIGGER authors_words_update AFTER UPDATE ON authors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION authors_words_sync();
CREATE OR REPLACE TRIGGER authors_words_delete AFTER DELETE ON authors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION authors_words_sync();
DELETE FROM authors_words;
INSERT INTO authors_words (row_id, account_id, words, sort_key, sort_value) SELECT n.author_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."email", '')), natural_sort_key(n."name"), n."name" FROM authors n;

-- broadcasts
DROP INDEX broadcasts_search;
CREATE TABLE IF NOT EXISTS broadcasts_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS broadcasts_words_search ON broadcasts_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION broadcasts_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO broadcasts_words (row_id, account_id, words, sort_key, sort_value) SELECT n.broadcast_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."audience_tag", '')), NULL, NULL FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE broadcasts_words w SET account_id = n.account_id, words = lower(coalesce(n."title", '') || ' ' || coalesce(n."audience_tag", '')), sort_key = NULL, sort_value = NULL
      FROM new_rows n WHERE w.row_id = n.broadcast_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."audience_tag", '')), NULL);
  ELSE
    DELETE FROM broadcasts_words w USING old_rows o WHERE w.row_id = o.broadcast_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER broadcasts_words_insert AFTER INSERT ON broadcasts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION broadcasts_words_sync();
CREATE OR REPLACE TRIGGER broadcasts_words_update AFTER UPDATE ON broadcasts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION broadcasts_words_sync();
CREATE OR REPLACE TRIGGER broadcasts_words_delete AFTER DELETE ON broadcasts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION broadcasts_words_sync();
DELETE FROM broadcasts_words;
INSERT INTO broadcasts_words (row_id, account_id, words, sort_key, sort_value) SELECT n.broadcast_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."audience_tag", '')), NULL, NULL FROM broadcasts n;

-- buckets
DROP INDEX buckets_search;
CREATE TABLE IF NOT EXISTS buckets_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS buckets_words_search ON buckets_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION buckets_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO buckets_words (row_id, account_id, words, sort_key, sort_value) SELECT n.bucket_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."description", '')), natural_sort_key(n."name"), n."name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE buckets_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."description", '')), sort_key = natural_sort_key(n."name"), sort_value = n."name"
      FROM new_rows n WHERE w.row_id = n.bucket_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."description", '')), n."name");
  ELSE
    DELETE FROM buckets_words w USING old_rows o WHERE w.row_id = o.bucket_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER buckets_words_insert AFTER INSERT ON buckets REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buckets_words_sync();
CREATE OR REPLACE TRIGGER buckets_words_update AFTER UPDATE ON buckets REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION buckets_words_sync();
CREATE OR REPLACE TRIGGER buckets_words_delete AFTER DELETE ON buckets REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION buckets_words_sync();
DELETE FROM buckets_words;
INSERT INTO buckets_words (row_id, account_id, words, sort_key, sort_value) SELECT n.bucket_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."description", '')), natural_sort_key(n."name"), n."name" FROM buckets n;

-- captures
DROP INDEX captures_search;
CREATE TABLE IF NOT EXISTS captures_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS captures_words_search ON captures_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION captures_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO captures_words (row_id, account_id, words, sort_key, sort_value) SELECT n.capture_id, n.account_id, lower(coalesce(n."form", '') || ' ' || coalesce(n."site", '')), NULL, NULL FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE captures_words w SET account_id = n.account_id, words = lower(coalesce(n."form", '') || ' ' || coalesce(n."site", '')), sort_key = NULL, sort_value = NULL
      FROM new_rows n WHERE w.row_id = n.capture_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."form", '') || ' ' || coalesce(n."site", '')), NULL);
  ELSE
    DELETE FROM captures_words w USING old_rows o WHERE w.row_id = o.capture_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER captures_words_insert AFTER INSERT ON captures REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION captures_words_sync();
CREATE OR REPLACE TRIGGER captures_words_update AFTER UPDATE ON captures REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION captures_words_sync();
CREATE OR REPLACE TRIGGER captures_words_delete AFTER DELETE ON captures REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION captures_words_sync();
DELETE FROM captures_words;
INSERT INTO captures_words (row_id, account_id, words, sort_key, sort_value) SELECT n.capture_id, n.account_id, lower(coalesce(n."form", '') || ' ' || coalesce(n."site", '')), NULL, NULL FROM captures n;

-- contacts
DROP INDEX contacts_search;
CREATE TABLE IF NOT EXISTS contacts_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS contacts_words_search ON contacts_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION contacts_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contacts_words (row_id, account_id, words, sort_key, sort_value) SELECT n.contact_id, n.account_id, lower(coalesce(n."first_name", '') || ' ' || coalesce(n."last_name", '') || ' ' || coalesce(n."email", '') || ' ' || coalesce(n."company", '') || ' ' || coalesce(n."city", '')), natural_sort_key(n."last_name"), n."last_name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE contacts_words w SET account_id = n.account_id, words = lower(coalesce(n."first_name", '') || ' ' || coalesce(n."last_name", '') || ' ' || coalesce(n."email", '') || ' ' || coalesce(n."company", '') || ' ' || coalesce(n."city", '')), sort_key = natural_sort_key(n."last_name"), sort_value = n."last_name"
      FROM new_rows n WHERE w.row_id = n.contact_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."first_name", '') || ' ' || coalesce(n."last_name", '') || ' ' || coalesce(n."email", '') || ' ' || coalesce(n."company", '') || ' ' || coalesce(n."city", '')), n."last_name");
  ELSE
    DELETE FROM contacts_words w USING old_rows o WHERE w.row_id = o.contact_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER contacts_words_insert AFTER INSERT ON contacts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_words_sync();
CREATE OR REPLACE TRIGGER contacts_words_update AFTER UPDATE ON contacts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_words_sync();
CREATE OR REPLACE TRIGGER contacts_words_delete AFTER DELETE ON contacts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contacts_words_sync();
DELETE FROM contacts_words;
INSERT INTO contacts_words (row_id, account_id, words, sort_key, sort_value) SELECT n.contact_id, n.account_id, lower(coalesce(n."first_name", '') || ' ' || coalesce(n."last_name", '') || ' ' || coalesce(n."email", '') || ' ' || coalesce(n."company", '') || ' ' || coalesce(n."city", '')), natural_sort_key(n."last_name"), n."last_name" FROM contacts n;

-- contestants
DROP INDEX contestants_search;
CREATE TABLE IF NOT EXISTS contestants_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS contestants_words_search ON contestants_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION contestants_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO contestants_words (row_id, account_id, words, sort_key, sort_value) SELECT n.contestant_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."hometown", '')), natural_sort_key(n."name"), n."name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE contestants_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."hometown", '')), sort_key = natural_sort_key(n."name"), sort_value = n."name"
      FROM new_rows n WHERE w.row_id = n.contestant_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."hometown", '')), n."name");
  ELSE
    DELETE FROM contestants_words w USING old_rows o WHERE w.row_id = o.contestant_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER contestants_words_insert AFTER INSERT ON contestants REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contestants_words_sync();
CREATE OR REPLACE TRIGGER contestants_words_update AFTER UPDATE ON contestants REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION contestants_words_sync();
CREATE OR REPLACE TRIGGER contestants_words_delete AFTER DELETE ON contestants REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION contestants_words_sync();
DELETE FROM contestants_words;
INSERT INTO contestants_words (row_id, account_id, words, sort_key, sort_value) SELECT n.contestant_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."hometown", '')), natural_sort_key(n."name"), n."name" FROM contestants n;

-- files
DROP INDEX files_search;
CREATE TABLE IF NOT EXISTS files_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS files_words_search ON files_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION files_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO files_words (row_id, account_id, words, sort_key, sort_value) SELECT n.file_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."folder", '')), natural_sort_key(n."name"), n."name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE files_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."folder", '')), sort_key = natural_sort_key(n."name"), sort_value = n."name"
      FROM new_rows n WHERE w.row_id = n.file_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."folder", '')), n."name");
  ELSE
    DELETE FROM files_words w USING old_rows o WHERE w.row_id = o.file_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER files_words_insert AFTER INSERT ON files REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION files_words_sync();
CREATE OR REPLACE TRIGGER files_words_update AFTER UPDATE ON files REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION files_words_sync();
CREATE OR REPLACE TRIGGER files_words_delete AFTER DELETE ON files REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION files_words_sync();
DELETE FROM files_words;
INSERT INTO files_words (row_id, account_id, words, sort_key, sort_value) SELECT n.file_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."folder", '')), natural_sort_key(n."name"), n."name" FROM files n;

-- helpbot_faqs
DROP INDEX helpbot_faqs_search;
CREATE TABLE IF NOT EXISTS helpbot_faqs_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS helpbot_faqs_words_search ON helpbot_faqs_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION helpbot_faqs_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO helpbot_faqs_words (row_id, account_id, words, sort_key, sort_value) SELECT n.helpbot_faq_id, n.account_id, lower(coalesce(n."question", '') || ' ' || coalesce(n."answer", '') || ' ' || coalesce(n."category", '')), NULL, NULL FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE helpbot_faqs_words w SET account_id = n.account_id, words = lower(coalesce(n."question", '') || ' ' || coalesce(n."answer", '') || ' ' || coalesce(n."category", '')), sort_key = NULL, sort_value = NULL
      FROM new_rows n WHERE w.row_id = n.helpbot_faq_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."question", '') || ' ' || coalesce(n."answer", '') || ' ' || coalesce(n."category", '')), NULL);
  ELSE
    DELETE FROM helpbot_faqs_words w USING old_rows o WHERE w.row_id = o.helpbot_faq_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER helpbot_faqs_words_insert AFTER INSERT ON helpbot_faqs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION helpbot_faqs_words_sync();
CREATE OR REPLACE TRIGGER helpbot_faqs_words_update AFTER UPDATE ON helpbot_faqs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION helpbot_faqs_words_sync();
CREATE OR REPLACE TRIGGER helpbot_faqs_words_delete AFTER DELETE ON helpbot_faqs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION helpbot_faqs_words_sync();
DELETE FROM helpbot_faqs_words;
INSERT INTO helpbot_faqs_words (row_id, account_id, words, sort_key, sort_value) SELECT n.helpbot_faq_id, n.account_id, lower(coalesce(n."question", '') || ' ' || coalesce(n."answer", '') || ' ' || coalesce(n."category", '')), NULL, NULL FROM helpbot_faqs n;

-- images
DROP INDEX images_search;
CREATE TABLE IF NOT EXISTS images_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS images_words_search ON images_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION images_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO images_words (row_id, account_id, words, sort_key, sort_value) SELECT n.image_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."alt", '') || ' ' || coalesce(n."caption", '') || ' ' || coalesce(n."credit", '')), natural_sort_key(n."title"), n."title" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE images_words w SET account_id = n.account_id, words = lower(coalesce(n."title", '') || ' ' || coalesce(n."alt", '') || ' ' || coalesce(n."caption", '') || ' ' || coalesce(n."credit", '')), sort_key = natural_sort_key(n."title"), sort_value = n."title"
      FROM new_rows n WHERE w.row_id = n.image_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."alt", '') || ' ' || coalesce(n."caption", '') || ' ' || coalesce(n."credit", '')), n."title");
  ELSE
    DELETE FROM images_words w USING old_rows o WHERE w.row_id = o.image_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER images_words_insert AFTER INSERT ON images REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION images_words_sync();
CREATE OR REPLACE TRIGGER images_words_update AFTER UPDATE ON images REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION images_words_sync();
CREATE OR REPLACE TRIGGER images_words_delete AFTER DELETE ON images REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION images_words_sync();
DELETE FROM images_words;
INSERT INTO images_words (row_id, account_id, words, sort_key, sort_value) SELECT n.image_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."alt", '') || ' ' || coalesce(n."caption", '') || ' ' || coalesce(n."credit", '')), natural_sort_key(n."title"), n."title" FROM images n;

-- jobs
DROP INDEX jobs_search;
CREATE TABLE IF NOT EXISTS jobs_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS jobs_words_search ON jobs_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION jobs_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO jobs_words (row_id, account_id, words, sort_key, sort_value) SELECT n.job_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."kind", '') || ' ' || coalesce(n."last_error", '')), NULL, NULL FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE jobs_words w SET account_id = n.account_id, words = lower(coalesce(n."title", '') || ' ' || coalesce(n."kind", '') || ' ' || coalesce(n."last_error", '')), sort_key = NULL, sort_value = NULL
      FROM new_rows n WHERE w.row_id = n.job_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."kind", '') || ' ' || coalesce(n."last_error", '')), NULL);
  ELSE
    DELETE FROM jobs_words w USING old_rows o WHERE w.row_id = o.job_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER jobs_words_insert AFTER INSERT ON jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_words_sync();
CREATE OR REPLACE TRIGGER jobs_words_update AFTER UPDATE ON jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_words_sync();
CREATE OR REPLACE TRIGGER jobs_words_delete AFTER DELETE ON jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jobs_words_sync();
DELETE FROM jobs_words;
INSERT INTO jobs_words (row_id, account_id, words, sort_key, sort_value) SELECT n.job_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."kind", '') || ' ' || coalesce(n."last_error", '')), NULL, NULL FROM jobs n;

-- message_prompts
DROP INDEX message_prompts_search;
CREATE TABLE IF NOT EXISTS message_prompts_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS message_prompts_words_search ON message_prompts_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION message_prompts_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO message_prompts_words (row_id, account_id, words, sort_key, sort_value) SELECT n.message_prompt_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."subject", '') || ' ' || coalesce(n."body", '')), natural_sort_key(n."name"), n."name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE message_prompts_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."subject", '') || ' ' || coalesce(n."body", '')), sort_key = natural_sort_key(n."name"), sort_value = n."name"
      FROM new_rows n WHERE w.row_id = n.message_prompt_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."subject", '') || ' ' || coalesce(n."body", '')), n."name");
  ELSE
    DELETE FROM message_prompts_words w USING old_rows o WHERE w.row_id = o.message_prompt_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER message_prompts_words_insert AFTER INSERT ON message_prompts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_prompts_words_sync();
CREATE OR REPLACE TRIGGER message_prompts_words_update AFTER UPDATE ON message_prompts REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_prompts_words_sync();
CREATE OR REPLACE TRIGGER message_prompts_words_delete AFTER DELETE ON message_prompts REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION message_prompts_words_sync();
DELETE FROM message_prompts_words;
INSERT INTO message_prompts_words (row_id, account_id, words, sort_key, sort_value) SELECT n.message_prompt_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."subject", '') || ' ' || coalesce(n."body", '')), natural_sort_key(n."name"), n."name" FROM message_prompts n;

-- rodeo_syncs
DROP INDEX rodeo_syncs_search;
CREATE TABLE IF NOT EXISTS rodeo_syncs_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS rodeo_syncs_words_search ON rodeo_syncs_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION rodeo_syncs_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rodeo_syncs_words (row_id, account_id, words, sort_key, sort_value) SELECT n.rodeo_sync_id, n.account_id, lower(coalesce(n."source", '') || ' ' || coalesce(n."errors", '')), NULL, NULL FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE rodeo_syncs_words w SET account_id = n.account_id, words = lower(coalesce(n."source", '') || ' ' || coalesce(n."errors", '')), sort_key = NULL, sort_value = NULL
      FROM new_rows n WHERE w.row_id = n.rodeo_sync_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."source", '') || ' ' || coalesce(n."errors", '')), NULL);
  ELSE
    DELETE FROM rodeo_syncs_words w USING old_rows o WHERE w.row_id = o.rodeo_sync_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER rodeo_syncs_words_insert AFTER INSERT ON rodeo_syncs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rodeo_syncs_words_sync();
CREATE OR REPLACE TRIGGER rodeo_syncs_words_update AFTER UPDATE ON rodeo_syncs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rodeo_syncs_words_sync();
CREATE OR REPLACE TRIGGER rodeo_syncs_words_delete AFTER DELETE ON rodeo_syncs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rodeo_syncs_words_sync();
DELETE FROM rodeo_syncs_words;
INSERT INTO rodeo_syncs_words (row_id, account_id, words, sort_key, sort_value) SELECT n.rodeo_sync_id, n.account_id, lower(coalesce(n."source", '') || ' ' || coalesce(n."errors", '')), NULL, NULL FROM rodeo_syncs n;

-- rodeos
DROP INDEX rodeos_search;
CREATE TABLE IF NOT EXISTS rodeos_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS rodeos_words_search ON rodeos_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION rodeos_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO rodeos_words (row_id, account_id, words, sort_key, sort_value) SELECT n.rodeo_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."venue", '') || ' ' || coalesce(n."city", '') || ' ' || coalesce(n."circuit", '')), NULL, NULL FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE rodeos_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."venue", '') || ' ' || coalesce(n."city", '') || ' ' || coalesce(n."circuit", '')), sort_key = NULL, sort_value = NULL
      FROM new_rows n WHERE w.row_id = n.rodeo_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."venue", '') || ' ' || coalesce(n."city", '') || ' ' || coalesce(n."circuit", '')), NULL);
  ELSE
    DELETE FROM rodeos_words w USING old_rows o WHERE w.row_id = o.rodeo_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER rodeos_words_insert AFTER INSERT ON rodeos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rodeos_words_sync();
CREATE OR REPLACE TRIGGER rodeos_words_update AFTER UPDATE ON rodeos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION rodeos_words_sync();
CREATE OR REPLACE TRIGGER rodeos_words_delete AFTER DELETE ON rodeos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION rodeos_words_sync();
DELETE FROM rodeos_words;
INSERT INTO rodeos_words (row_id, account_id, words, sort_key, sort_value) SELECT n.rodeo_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."venue", '') || ' ' || coalesce(n."city", '') || ' ' || coalesce(n."circuit", '')), NULL, NULL FROM rodeos n;

-- sponsors
DROP INDEX sponsors_search;
CREATE TABLE IF NOT EXISTS sponsors_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS sponsors_words_search ON sponsors_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION sponsors_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO sponsors_words (row_id, account_id, words, sort_key, sort_value) SELECT n.sponsor_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."contact_name", '') || ' ' || coalesce(n."contact_email", '')), natural_sort_key(n."name"), n."name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE sponsors_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."contact_name", '') || ' ' || coalesce(n."contact_email", '')), sort_key = natural_sort_key(n."name"), sort_value = n."name"
      FROM new_rows n WHERE w.row_id = n.sponsor_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."contact_name", '') || ' ' || coalesce(n."contact_email", '')), n."name");
  ELSE
    DELETE FROM sponsors_words w USING old_rows o WHERE w.row_id = o.sponsor_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER sponsors_words_insert AFTER INSERT ON sponsors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sponsors_words_sync();
CREATE OR REPLACE TRIGGER sponsors_words_update AFTER UPDATE ON sponsors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION sponsors_words_sync();
CREATE OR REPLACE TRIGGER sponsors_words_delete AFTER DELETE ON sponsors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION sponsors_words_sync();
DELETE FROM sponsors_words;
INSERT INTO sponsors_words (row_id, account_id, words, sort_key, sort_value) SELECT n.sponsor_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."contact_name", '') || ' ' || coalesce(n."contact_email", '')), natural_sort_key(n."name"), n."name" FROM sponsors n;

-- task_cards
DROP INDEX task_cards_search;
CREATE TABLE IF NOT EXISTS task_cards_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS task_cards_words_search ON task_cards_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION task_cards_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO task_cards_words (row_id, account_id, words, sort_key, sort_value) SELECT n.task_card_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."description", '')), NULL, NULL FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE task_cards_words w SET account_id = n.account_id, words = lower(coalesce(n."title", '') || ' ' || coalesce(n."description", '')), sort_key = NULL, sort_value = NULL
      FROM new_rows n WHERE w.row_id = n.task_card_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."description", '')), NULL);
  ELSE
    DELETE FROM task_cards_words w USING old_rows o WHERE w.row_id = o.task_card_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER task_cards_words_insert AFTER INSERT ON task_cards REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_cards_words_sync();
CREATE OR REPLACE TRIGGER task_cards_words_update AFTER UPDATE ON task_cards REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION task_cards_words_sync();
CREATE OR REPLACE TRIGGER task_cards_words_delete AFTER DELETE ON task_cards REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION task_cards_words_sync();
DELETE FROM task_cards_words;
INSERT INTO task_cards_words (row_id, account_id, words, sort_key, sort_value) SELECT n.task_card_id, n.account_id, lower(coalesce(n."title", '') || ' ' || coalesce(n."description", '')), NULL, NULL FROM task_cards n;

-- ticket_orders
DROP INDEX ticket_orders_search;
CREATE TABLE IF NOT EXISTS ticket_orders_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS ticket_orders_words_search ON ticket_orders_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION ticket_orders_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_orders_words (row_id, account_id, words, sort_key, sort_value) SELECT n.ticket_order_id, n.account_id, lower(coalesce(n."order_number", '') || ' ' || coalesce(n."buyer_name", '') || ' ' || coalesce(n."buyer_email", '') || ' ' || coalesce(n."stripe_payment_id", '') || ' ' || coalesce(n."stripe_session_id", '')), NULL, NULL FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE ticket_orders_words w SET account_id = n.account_id, words = lower(coalesce(n."order_number", '') || ' ' || coalesce(n."buyer_name", '') || ' ' || coalesce(n."buyer_email", '') || ' ' || coalesce(n."stripe_payment_id", '') || ' ' || coalesce(n."stripe_session_id", '')), sort_key = NULL, sort_value = NULL
      FROM new_rows n WHERE w.row_id = n.ticket_order_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."order_number", '') || ' ' || coalesce(n."buyer_name", '') || ' ' || coalesce(n."buyer_email", '') || ' ' || coalesce(n."stripe_payment_id", '') || ' ' || coalesce(n."stripe_session_id", '')), NULL);
  ELSE
    DELETE FROM ticket_orders_words w USING old_rows o WHERE w.row_id = o.ticket_order_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER ticket_orders_words_insert AFTER INSERT ON ticket_orders REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_orders_words_sync();
CREATE OR REPLACE TRIGGER ticket_orders_words_update AFTER UPDATE ON ticket_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_orders_words_sync();
CREATE OR REPLACE TRIGGER ticket_orders_words_delete AFTER DELETE ON ticket_orders REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_orders_words_sync();
DELETE FROM ticket_orders_words;
INSERT INTO ticket_orders_words (row_id, account_id, words, sort_key, sort_value) SELECT n.ticket_order_id, n.account_id, lower(coalesce(n."order_number", '') || ' ' || coalesce(n."buyer_name", '') || ' ' || coalesce(n."buyer_email", '') || ' ' || coalesce(n."stripe_payment_id", '') || ' ' || coalesce(n."stripe_session_id", '')), NULL, NULL FROM ticket_orders n;

-- vendors
DROP INDEX vendors_search;
CREATE TABLE IF NOT EXISTS vendors_words (row_id integer PRIMARY KEY, account_id integer NOT NULL, words text NOT NULL, sort_key text, sort_value text);
CREATE INDEX IF NOT EXISTS vendors_words_search ON vendors_words USING gin (words gin_trgm_ops) WITH (gin_pending_list_limit = 256);
CREATE OR REPLACE FUNCTION vendors_words_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO vendors_words (row_id, account_id, words, sort_key, sort_value) SELECT n.vendor_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."contact_name", '') || ' ' || coalesce(n."email", '') || ' ' || coalesce(n."category", '')), natural_sort_key(n."name"), n."name" FROM new_rows n;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE vendors_words w SET account_id = n.account_id, words = lower(coalesce(n."name", '') || ' ' || coalesce(n."contact_name", '') || ' ' || coalesce(n."email", '') || ' ' || coalesce(n."category", '')), sort_key = natural_sort_key(n."name"), sort_value = n."name"
      FROM new_rows n WHERE w.row_id = n.vendor_id
        AND (w.account_id, w.words, w.sort_value) IS DISTINCT FROM (n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."contact_name", '') || ' ' || coalesce(n."email", '') || ' ' || coalesce(n."category", '')), n."name");
  ELSE
    DELETE FROM vendors_words w USING old_rows o WHERE w.row_id = o.vendor_id;
  END IF;
  RETURN NULL;
END $$;
CREATE OR REPLACE TRIGGER vendors_words_insert AFTER INSERT ON vendors REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendors_words_sync();
CREATE OR REPLACE TRIGGER vendors_words_update AFTER UPDATE ON vendors REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION vendors_words_sync();
CREATE OR REPLACE TRIGGER vendors_words_delete AFTER DELETE ON vendors REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION vendors_words_sync();
DELETE FROM vendors_words;
INSERT INTO vendors_words (row_id, account_id, words, sort_key, sort_value) SELECT n.vendor_id, n.account_id, lower(coalesce(n."name", '') || ' ' || coalesce(n."contact_name", '') || ' ' || coalesce(n."email", '') || ' ' || coalesce(n."category", '')), natural_sort_key(n."name"), n."name" FROM vendors n;
