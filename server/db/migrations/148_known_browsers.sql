-- The browsers each user has signed in from (docs/security.md "Sessions you can see"): a sign-in from a
-- family not yet here (browser and system, no versions: 'Firefox on macOS') is logged as a new browser, once.
-- Only the family, read from the User-Agent, is kept: nothing that identifies the device.
CREATE TABLE known_browsers (
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  family text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, family)
);
