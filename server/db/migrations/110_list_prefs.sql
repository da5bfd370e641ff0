-- docs/behaviour.md#lists: named list views (private or shared with the account) and each user's column
-- choice and default view per area, kept here so they follow the user to another browser.
CREATE TABLE saved_views (
  view_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  area text NOT NULL,
  name text NOT NULL,
  state jsonb NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX saved_views_name ON saved_views (user_id, area, lower(name));
CREATE INDEX saved_views_shared ON saved_views (account_id, area) WHERE shared;

CREATE TABLE list_prefs (
  user_id integer NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  area text NOT NULL,
  columns jsonb,
  default_view integer REFERENCES saved_views (view_id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, area)
);
