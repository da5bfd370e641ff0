-- Tickets and gate check-in (docs/tickets.md). Each account signs its tickets' codes with an Ed25519 key
-- pair of its own; the private key is sealed with SECRETS_KEY as Stripe keys are (docs/security.md).
CREATE TABLE account_ticket_keys (
  account_id integer PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- The raw 32-byte public key, base64url: what a gate device checks signatures with.
  public_key text NOT NULL,
  private_key_encrypted text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One ticket per admission of a paid order, made once: (order, admission) is unique.
CREATE TABLE tickets (
  ticket_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  ticket_order_id integer NOT NULL REFERENCES ticket_orders (ticket_order_id) ON DELETE CASCADE,
  rodeo integer NOT NULL REFERENCES rodeos (rodeo_id) ON DELETE CASCADE,
  admission integer NOT NULL CHECK (admission >= 1),
  -- Set once: 'refunded' when its order's refund voids it, 'voided' when staff void it.
  void_reason text CHECK (void_reason IN ('refunded', 'voided')),
  voided_at timestamptz,
  -- The scan that admitted it: the earliest accepted scan wins (docs/tickets.md, "first scan wins").
  admitted_at timestamptz,
  admitted_gate text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (ticket_order_id, admission)
);
CREATE INDEX tickets_account_rodeo ON tickets (account_id, rodeo, ticket_id);

-- Every scan a gate made of a ticket of this account, online or synced later. scan_id is the device's own
-- id for the scan, so a sync sent twice (the answer lost on the way back) records each scan once.
CREATE TABLE ticket_scans (
  ticket_scan_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  rodeo integer NOT NULL REFERENCES rodeos (rodeo_id) ON DELETE CASCADE,
  ticket_id integer NOT NULL REFERENCES tickets (ticket_id) ON DELETE CASCADE,
  scan_id text NOT NULL,
  gate text NOT NULL,
  scanned_at timestamptz NOT NULL,
  -- What the gate was told: admitted, or why not (already admitted, refunded, voided).
  answer text NOT NULL,
  synced_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, scan_id)
);
CREATE INDEX ticket_scans_ticket ON ticket_scans (ticket_id, scanned_at, ticket_scan_id);
CREATE INDEX ticket_scans_account_rodeo ON ticket_scans (account_id, rodeo, gate);
