-- Trigram indexes for the lists' search boxes (server/db/search-words.ts, docs/performance.md): one GIN
-- index per area over its search fields joined by spaces, the exact text server/resources/search.ts
-- matches each word against. pg_trgm is a trusted extension: the database's owner may create it
-- (docs/operations.md); PGlite loads it at open (server/db/pglite.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX api_keys_search ON api_keys USING gin ((coalesce("name", '') || ' ' || coalesce("prefix", '')) gin_trgm_ops);
CREATE INDEX broadcasts_search ON broadcasts USING gin ((coalesce("title", '') || ' ' || coalesce("audience_tag", '')) gin_trgm_ops);
CREATE INDEX articles_search ON articles USING gin ((coalesce("title", '') || ' ' || coalesce("summary", '') || ' ' || coalesce("slug", '')) gin_trgm_ops);
CREATE INDEX contacts_search ON contacts USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("company", '') || ' ' || coalesce("city", '')) gin_trgm_ops);
CREATE INDEX rodeos_search ON rodeos USING gin ((coalesce("name", '') || ' ' || coalesce("venue", '') || ' ' || coalesce("city", '') || ' ' || coalesce("circuit", '')) gin_trgm_ops);
CREATE INDEX contestants_search ON contestants USING gin ((coalesce("name", '') || ' ' || coalesce("hometown", '')) gin_trgm_ops);
CREATE INDEX ticket_orders_search ON ticket_orders USING gin ((coalesce("order_number", '') || ' ' || coalesce("buyer_name", '') || ' ' || coalesce("buyer_email", '') || ' ' || coalesce("stripe_payment_id", '') || ' ' || coalesce("stripe_session_id", '')) gin_trgm_ops);
CREATE INDEX sponsors_search ON sponsors USING gin ((coalesce("name", '') || ' ' || coalesce("contact_name", '') || ' ' || coalesce("contact_email", '')) gin_trgm_ops);
CREATE INDEX rodeo_syncs_search ON rodeo_syncs USING gin ((coalesce("source", '') || ' ' || coalesce("errors", '')) gin_trgm_ops);
CREATE INDEX captures_search ON captures USING gin ((coalesce("form", '') || ' ' || coalesce("site", '')) gin_trgm_ops);
CREATE INDEX files_search ON files USING gin ((coalesce("name", '') || ' ' || coalesce("folder", '')) gin_trgm_ops);
CREATE INDEX message_prompts_search ON message_prompts USING gin ((coalesce("name", '') || ' ' || coalesce("subject", '') || ' ' || coalesce("body", '')) gin_trgm_ops);
CREATE INDEX authors_search ON authors USING gin ((coalesce("name", '') || ' ' || coalesce("email", '')) gin_trgm_ops);
CREATE INDEX jobs_search ON jobs USING gin ((coalesce("title", '') || ' ' || coalesce("kind", '') || ' ' || coalesce("last_error", '')) gin_trgm_ops);
CREATE INDEX helpbot_faqs_search ON helpbot_faqs USING gin ((coalesce("question", '') || ' ' || coalesce("answer", '') || ' ' || coalesce("category", '')) gin_trgm_ops);
CREATE INDEX images_search ON images USING gin ((coalesce("title", '') || ' ' || coalesce("alt", '') || ' ' || coalesce("caption", '') || ' ' || coalesce("credit", '')) gin_trgm_ops);
CREATE INDEX buckets_search ON buckets USING gin ((coalesce("name", '') || ' ' || coalesce("description", '')) gin_trgm_ops);
CREATE INDEX task_cards_search ON task_cards USING gin ((coalesce("title", '') || ' ' || coalesce("description", '')) gin_trgm_ops);
CREATE INDEX vendors_search ON vendors USING gin ((coalesce("name", '') || ' ' || coalesce("contact_name", '') || ' ' || coalesce("email", '') || ' ' || coalesce("category", '')) gin_trgm_ops);
