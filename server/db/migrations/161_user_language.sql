-- The user's own language for the console (docs/architecture.md, texts and languages): '' leaves it to the
-- page and the browser, else a shipped locale's tag. The protocol checks the value (lib/protocol/user.ts).
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT '';
