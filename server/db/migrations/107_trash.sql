-- Issue 21: the trash (docs/architecture.md, "Trash"). A deleted record leaves its table and waits here, as a
-- snapshot of its row and of the rows its delete cascaded to or unlinked, until it is restored or purged
-- (TRASH_DAYS). Lists, exports, refs and captures read the areas' tables, so they never see it.
CREATE TABLE trash (
  trash_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  area text NOT NULL,
  record_id integer NOT NULL,
  -- The record's name when it was deleted, for the Trash view.
  title text NOT NULL,
  -- The whole row, every column, as to_jsonb gave it.
  record jsonb NOT NULL,
  -- [{ table, column, action: 'cascade' | 'unlink', key, rows }]: what the delete took with it.
  dependants jsonb NOT NULL DEFAULT '[]',
  -- An image's or file's original: kept (with its renditions) until the purge; the media sweep skips it.
  media_key text,
  deleted_by integer REFERENCES users (user_id) ON DELETE SET NULL,
  deleted_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX trash_area_record ON trash (area, record_id);
CREATE INDEX trash_account_area ON trash (account_id, area, deleted_at DESC);
CREATE INDEX trash_deleted_at ON trash (deleted_at);
CREATE INDEX trash_media_key ON trash (media_key) WHERE media_key IS NOT NULL;
