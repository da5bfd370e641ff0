-- Who has a record open (docs/architecture.md, "Live changes: the client"): a row per session and record,
-- touched by live/here every 20 s while an edit screen is open. A table rather than memory so that every
-- machine behind a balancer sees the same; a row not touched for 60 s is gone (server/live/presence.ts).
CREATE TABLE live_presence (
  session_id integer NOT NULL,
  area text NOT NULL,
  record_id bigint NOT NULL,
  account_id integer NOT NULL,
  user_id integer NOT NULL,
  since timestamptz NOT NULL DEFAULT now(),
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, area, record_id)
);
CREATE INDEX live_presence_record ON live_presence (account_id, area, record_id);
CREATE INDEX live_presence_seen ON live_presence (seen_at);
