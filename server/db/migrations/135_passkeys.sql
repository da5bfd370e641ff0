-- Passkeys (docs/security.md "Passkeys"). One row per registered credential: its id and public key as
-- base64url (public material; nothing here signs anything), the signature counter the authenticator last
-- reported (a lower one later is refused: a cloned key), the transports it said it uses, the name its owner
-- gave it. The account is the owner's, copied at registration so that every read can be held to it.
CREATE TABLE passkeys (
  passkey_id serial PRIMARY KEY,
  credential_id text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  name text NOT NULL,
  public_key text NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX passkeys_user ON passkeys (user_id);
-- The challenges of registrations and of sign-ins with a passkey alone: random, stored as their hash,
-- spent by the first answer that names them (right or wrong), and short-lived. A registration's challenge
-- belongs to its user; a sign-in's to nobody yet.
CREATE TABLE passkey_challenges (
  challenge_hash text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign_in')),
  user_id integer REFERENCES users (user_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX passkey_challenges_expires ON passkey_challenges (expires_at);
