-- Background work elected through the database (server/cluster/lease.ts): one row per piece of work,
-- held by one server process until expires_at unless renewed.
CREATE TABLE cluster_leases (
  name text PRIMARY KEY,
  holder text NOT NULL,
  expires_at timestamptz NOT NULL,
  acquired_at timestamptz NOT NULL DEFAULT now()
);
