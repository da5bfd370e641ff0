-- The media the database itself wrote into the store, or took out of it, and has not finished with:
-- the orphan sweep deletes nothing else from the store (server/media/store-ledger.ts). A database restored
-- from an older backup knows nothing of the media stored after it, so it leaves those objects alone
-- (docs/operations.md, backup and restore).
CREATE TABLE media_store_ledger (
  media_key text PRIMARY KEY,
  -- The original's name in the store; the key names its renditions.
  storage_path text NOT NULL,
  -- writing: an upload whose row may never come (a crash, a refusal); deleted: a row gone, bytes to go.
  state text NOT NULL CHECK (state IN ('writing', 'deleted')),
  noted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX media_store_ledger_noted ON media_store_ledger (noted_at);
