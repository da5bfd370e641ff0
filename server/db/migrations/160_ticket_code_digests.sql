-- The digest of each ticket's code (lib/tickets/code-digest.ts) that the gate list hands to devices, so a
-- device admits a listed ticket's code without an Ed25519 check (docs/tickets.md, the gate's check). Filled
-- by the list on first need (server/tickets/code-digests.ts): signing is deterministic, so a digest never
-- changes once written, and computing 10,000 of them on every list would cost about a second a call.
ALTER TABLE tickets ADD COLUMN code_digest text;
