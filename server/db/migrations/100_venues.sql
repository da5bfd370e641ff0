-- Venues (lib/resources/venue.ts): arenas and fairgrounds, per account.
CREATE TABLE venues (
  venue_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  city text,
  capacity integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX venues_account ON venues (account_id, name);
