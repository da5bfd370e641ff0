-- Accounts, users, sessions and login throttling: the core of the reference API.
CREATE TABLE accounts (
  account_id serial PRIMARY KEY,
  account_name text NOT NULL,
  domain text,
  description text,
  enabled boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  user_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  email text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  primary_phone text,
  primary_phone_label text,
  secondary_phone text,
  secondary_phone_label text,
  primary_phone_textable boolean NOT NULL DEFAULT false,
  secondary_phone_textable boolean NOT NULL DEFAULT false,
  -- argon2id PHC string of the peppered passhash; never selected by a listing.
  password_hash text NOT NULL,
  enabled boolean NOT NULL DEFAULT true,
  access smallint NOT NULL CHECK (access BETWEEN 0 AND 9),
  sort integer NOT NULL DEFAULT 0,
  deactivated integer,
  profile_image integer,
  last_ip text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Emails are unique regardless of case: logins look them up lowercased.
CREATE UNIQUE INDEX users_email_key ON users (lower(email));
CREATE INDEX users_account_id ON users (account_id);

CREATE TABLE sessions (
  session_id bigserial PRIMARY KEY,
  -- SHA-256 of the bearer token: a database leak yields no usable token.
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_id ON sessions (user_id);

-- Failed logins per email (lowercased), known or not, so that throttling reveals nothing about existence.
CREATE TABLE login_failures (
  email_key text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_failures_email_key ON login_failures (email_key, failed_at);
