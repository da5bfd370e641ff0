-- Authenticator codes (docs/security.md "Second factor"). One row per user who began or finished setting
-- up an authenticator app: the TOTP secret sealed with SECRETS_KEY (server/secrets/columns.ts, bound to
-- this table, column and user), confirmed once a first code matched. last_step is the time step of the
-- last code accepted: a code is taken only for a later step, so none is accepted twice.
CREATE TABLE second_factors (
  user_id integer PRIMARY KEY REFERENCES users (user_id) ON DELETE CASCADE,
  totp_secret_encrypted text NOT NULL,
  confirmed_at timestamptz,
  last_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Ten single-use recovery codes per user, kept only as keyed hashes (HMAC with PASSWORD_PEPPER).
CREATE TABLE recovery_codes (
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (user_id, code_hash)
);
-- The step between a password that matched and the code that completes the sign-in: a random challenge,
-- stored as its hash, short-lived and spent by the sign-in it completes.
CREATE TABLE sign_in_challenges (
  challenge_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sign_in_challenges_expires ON sign_in_challenges (expires_at);
