-- Service (Druidia) and Stripe connections, and the server side of the Stripe Connect OAuth flow.
-- Secret columns end in _encrypted: they hold AES-256-GCM ciphertext (server/secrets), never plaintext.

-- Lets a connection name its owner together with its account, so the database itself refuses an owner
-- from another account (user_id is unique already; this only makes the pair referenceable).
CREATE UNIQUE INDEX users_user_id_account_id ON users (user_id, account_id);

CREATE TABLE druidia_connections (
  druidia_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- NULL: shared with the whole account. Otherwise a user of the same account (MATCH SIMPLE skips the
  -- check for NULL, which is what a shared connection needs).
  user_id integer,
  service text NOT NULL,
  user_hash text NOT NULL CHECK (length(user_hash) BETWEEN 1 AND 10),
  token_encrypted text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (user_id, account_id) REFERENCES users (user_id, account_id) ON DELETE CASCADE
);
-- At most one shared connection per service and account, and one personal connection per service and user.
CREATE UNIQUE INDEX druidia_connections_shared ON druidia_connections (account_id, service)
  WHERE user_id IS NULL;
CREATE UNIQUE INDEX druidia_connections_personal ON druidia_connections (account_id, service, user_id)
  WHERE user_id IS NOT NULL;
-- The profile page's list: account_id = ?, newest first.
CREATE INDEX druidia_connections_account_created ON druidia_connections (account_id, created_at);

CREATE TABLE stripe_connections (
  stripe_connection_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  stripe_account_id text NOT NULL CHECK (length(stripe_account_id) BETWEEN 1 AND 255),
  create_products boolean NOT NULL DEFAULT true,
  -- Publishable keys are public by design (they ship in browser code): stored and returned as they are.
  publishable_key text NOT NULL DEFAULT '' CHECK (length(publishable_key) <= 255),
  publishable_test_key text NOT NULL DEFAULT '' CHECK (length(publishable_test_key) <= 255),
  secret_key_encrypted text NOT NULL,
  secret_test_key_encrypted text NOT NULL,
  webhook_secret_encrypted text NOT NULL,
  webhook_test_secret_encrypted text NOT NULL,
  statement_descriptor text CHECK (length(statement_descriptor) <= 100),
  livemode boolean NOT NULL DEFAULT false,
  is_active boolean NOT NULL DEFAULT true,
  metadata jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A Stripe account is connected once per tenant: the OAuth callback updates it instead of adding another.
  UNIQUE (account_id, stripe_account_id)
);
CREATE INDEX stripe_connections_account_created ON stripe_connections (account_id, created_at);

-- One row per start_connect. Only the SHA-256 of the state is kept: reading this table does not let anyone
-- finish someone else's authorization.
CREATE TABLE stripe_oauth_states (
  state_hash text PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  redirect_url text NOT NULL,
  livemode boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
CREATE INDEX stripe_oauth_states_created ON stripe_oauth_states (created_at);

-- Authorization codes issued by the built-in Connect simulator (unused when real Stripe is configured);
-- each is bound to the state it was issued for, stored as a hash, single-use and short-lived.
CREATE TABLE stripe_sim_codes (
  code_hash text PRIMARY KEY,
  state_hash text NOT NULL REFERENCES stripe_oauth_states (state_hash) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz
);
