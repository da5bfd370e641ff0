-- Accounts carry the version an edit is based on, as every other record does (docs/behaviour.md#conflicts).
ALTER TABLE accounts ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
