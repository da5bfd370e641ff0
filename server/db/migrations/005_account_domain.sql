-- docs/behaviour.md#areas: an account's domain is unique (the header and captured data resolve an account by it).
CREATE UNIQUE INDEX accounts_domain_key ON accounts (lower(domain));
