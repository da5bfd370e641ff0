-- Issue 21: revisions of articles, message prompts, helpbot FAQs and broadcasts (server/activity/revisions.ts).
-- Each save keeps the record as it was saved, with who saved it; restoring one saves it again (a new row).
CREATE TABLE revisions (
  revision_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id integer NOT NULL,
  area text NOT NULL,
  record_id bigint NOT NULL,
  user_id integer,
  at timestamptz NOT NULL DEFAULT now(),
  -- The record's fields as saved (no ids, no meta columns).
  data jsonb NOT NULL
);
CREATE INDEX revisions_record ON revisions (area, record_id, revision_id DESC);
