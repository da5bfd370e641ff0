-- API keys: a key authenticates as its creator. Only the SHA-256 of the secret is kept (the secret is 256
-- random bits, so a slow hash adds nothing); the prefix is what the console shows to tell keys apart.
CREATE TABLE api_keys (
  api_key_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  prefix text NOT NULL,
  secret_hash text NOT NULL UNIQUE,
  expires_at date,
  last_used_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE
);
CREATE INDEX api_keys_account_creator ON api_keys (account_id, created_by);
