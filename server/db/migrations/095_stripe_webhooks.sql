-- Issue 22: ticket orders made by Stripe webhooks (docs/connections.md, "Ticket orders from Stripe").
-- An order from a checkout keeps the connection, the Checkout Session and the refunded amount; one order per
-- session in an account, whatever number of deliveries of its event arrive.
ALTER TABLE ticket_orders
  ADD COLUMN stripe_connection_id integer REFERENCES stripe_connections (stripe_connection_id) ON DELETE SET NULL,
  ADD COLUMN stripe_session_id text,
  ADD COLUMN refunded_amount integer NOT NULL DEFAULT 0 CHECK (refunded_amount >= 0),
  ADD COLUMN refunded_at timestamptz;
-- Orders refunded before this migration were refunded in full.
UPDATE ticket_orders SET refunded_amount = amount, refunded_at = updated_at WHERE status = 'refunded';
ALTER TABLE ticket_orders ADD CONSTRAINT ticket_orders_refund_within_amount CHECK (refunded_amount <= amount);
CREATE UNIQUE INDEX ticket_orders_account_session ON ticket_orders (account_id, stripe_session_id);
CREATE INDEX ticket_orders_account_payment ON ticket_orders (account_id, stripe_payment_id);

-- Every event a connection's endpoint accepted, once: the id is Stripe's, so a second delivery (a retry, a
-- replay) finds its row and changes nothing. Written in the same transaction as the order it made or changed.
CREATE TABLE stripe_webhook_events (
  stripe_connection_id integer NOT NULL REFERENCES stripe_connections (stripe_connection_id) ON DELETE CASCADE,
  event_id text NOT NULL,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  type text NOT NULL,
  livemode boolean NOT NULL,
  -- The payment the event is about (a refund that arrives before its order waits here for it).
  payment_id text,
  refunded_amount integer,
  outcome text NOT NULL,
  ticket_order_id integer REFERENCES ticket_orders (ticket_order_id) ON DELETE SET NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stripe_connection_id, event_id)
);
CREATE INDEX stripe_webhook_events_payment ON stripe_webhook_events (stripe_connection_id, payment_id);
