-- docs/behaviour.md#lists: the widths a user gave a list's columns by resizing them, kept beside the
-- column choice so they follow the user to another browser.
ALTER TABLE list_prefs ADD COLUMN widths jsonb;
