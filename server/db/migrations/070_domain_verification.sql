-- Issue 16 (docs/security.md): an account's domain routes captures, sub-domain branding and capture
-- Origins only once its ownership is proved. Every account gets a token of its own to publish at
-- https://{domain}/.well-known/console-domain-verification.txt; a changed domain starts unverified again.
-- Domains set before this migration start unverified too: nobody proved them.
ALTER TABLE accounts ADD COLUMN domain_token text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '');
ALTER TABLE accounts ADD COLUMN domain_verified_at timestamptz;
-- 'https' (the file was fetched and matched) or 'super admin' (a level-9 user vouched for it).
ALTER TABLE accounts ADD COLUMN domain_verified_by text;
CREATE INDEX accounts_verified_domain ON accounts (lower(domain)) WHERE domain_verified_at IS NOT NULL;

-- A super admin made by `npm run create-admin` signs in with a one-time password: until they choose
-- their own, the server refuses every command of their sessions but reading themselves, the password
-- change and logout (server/auth/password-change-gate.ts).
ALTER TABLE users ADD COLUMN must_change_password boolean NOT NULL DEFAULT false;
