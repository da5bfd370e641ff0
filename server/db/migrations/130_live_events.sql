-- The outbox of live change events (docs/architecture.md, "Live changes"): one row per record a command
-- wrote, inserted in the write's own transaction beside its activity entry, so a rolled-back write leaves
-- none. An event names the record, never its fields: a client re-reads what it may see through the
-- ordinary commands. Rows are kept for a day (server/live/retention.ts): they serve a reconnecting stream's replay.
CREATE TABLE live_events (
  live_event_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  account_id integer NOT NULL,
  area text NOT NULL,
  record_id bigint NOT NULL,
  action text NOT NULL,
  user_id integer,
  -- Who, as the record's readers are told: the user's name when the write was made.
  by_name text,
  -- The record's version after the write; null after a delete.
  updated_at timestamptz
);
CREATE INDEX live_events_account ON live_events (account_id, live_event_id);
CREATE INDEX live_events_at ON live_events (at);
