-- Embed sessions (issue 13). An embedding site's server trades an API key for a client secret: single use,
-- claimable until expires_at, only from the listed origins. Only its SHA-256 is kept, as for API keys.
CREATE TABLE embed_secrets (
  embed_secret_id serial PRIMARY KEY,
  secret_hash text NOT NULL UNIQUE,
  api_key_id integer NOT NULL REFERENCES api_keys (api_key_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  -- The `module/command` names the claimed session may call (lib/embed/panel-scope.ts).
  scope text[] NOT NULL,
  origins text[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  claimed_at timestamptz
);
CREATE INDEX embed_secrets_expires_at ON embed_secrets (expires_at);

-- A claimed secret becomes a session that carries its key (revoking the key ends it), its scope and a
-- fixed end; an ordinary sign-in leaves all three null.
ALTER TABLE sessions ADD COLUMN api_key_id integer REFERENCES api_keys (api_key_id) ON DELETE CASCADE;
ALTER TABLE sessions ADD COLUMN scope text[];
ALTER TABLE sessions ADD COLUMN expires_at timestamptz;
CREATE INDEX sessions_api_key_id ON sessions (api_key_id) WHERE api_key_id IS NOT NULL;
