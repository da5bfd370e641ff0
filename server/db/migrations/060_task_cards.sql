-- The Task Board (lib/resources/task-card.ts). Cards are ordered within a column by position, then by id:
-- a move renumbers the columns it touches 0, 1, 2...; a create appends. "column" is a keyword, so quoted.
CREATE TABLE task_cards (
  task_card_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  title text NOT NULL,
  description text,
  "column" text NOT NULL DEFAULT 'todo' CHECK ("column" IN ('todo', 'doing', 'review', 'done')),
  assignee integer REFERENCES users (user_id) ON DELETE SET NULL,
  due_on date,
  priority text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high')),
  position integer NOT NULL DEFAULT 0 CHECK (position >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX task_cards_account_column_position ON task_cards (account_id, "column", position, task_card_id);
