-- Broadcasts (docs/behaviour.md#areas): columns are the fields of lib/resources/broadcast.ts by name.
CREATE TABLE broadcasts (
  broadcast_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  title text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'sms', 'push')),
  message_prompt integer REFERENCES message_prompts (message_prompt_id) ON DELETE SET NULL,
  audience_tag text,
  scheduled_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'scheduled', 'sent', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
-- The calendar asks for one month of an account's broadcasts at a time.
CREATE INDEX broadcasts_account_scheduled ON broadcasts (account_id, scheduled_at);
