-- Issue 10, Captured Data: form submissions posted by property sites (lib/resources/capture.ts).
CREATE TABLE captures (
  capture_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  site text,
  form text,
  fields jsonb NOT NULL DEFAULT '{}',
  received_at timestamptz NOT NULL DEFAULT now(),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX captures_account_received ON captures (account_id, received_at, capture_id);
-- The rate limit counts a site's submissions of the last minute.
CREATE INDEX captures_site_received ON captures (site, received_at);
