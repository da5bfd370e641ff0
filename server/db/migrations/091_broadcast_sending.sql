-- Broadcasts are sent (docs/jobs.md): 'sending' and 'failed' are states only the sender sets.
ALTER TABLE broadcasts DROP CONSTRAINT broadcasts_status_check;
ALTER TABLE broadcasts ADD CONSTRAINT broadcasts_status_check
  CHECK (status IN ('draft', 'scheduled', 'sending', 'sent', 'failed', 'cancelled'));

-- One row per contact of the audience, made when the broadcast goes out: the unique pair is the
-- idempotency key that makes every contact's message go at most once, across retries and crashes.
CREATE TABLE broadcast_deliveries (
  delivery_id serial PRIMARY KEY,
  broadcast_id integer NOT NULL REFERENCES broadcasts (broadcast_id) ON DELETE CASCADE,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  contact_id integer NOT NULL REFERENCES contacts (contact_id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed', 'cancelled')),
  error text,
  sent_at timestamptz,
  unsubscribed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (broadcast_id, contact_id)
);
CREATE INDEX broadcast_deliveries_queued ON broadcast_deliveries (broadcast_id, delivery_id) WHERE status = 'queued';

-- What the SMS and push simulator (and email without SMTP_URL) was asked to send, for the demo and tests.
CREATE TABLE simulated_messages (
  simulated_message_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  channel text NOT NULL,
  recipient text NOT NULL,
  subject text,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A scheduled broadcast has one send job, whatever wrote the row (the API, the demo seed, a script), in
-- the same transaction: a schedule is never acknowledged without its job. Moving it moves the job;
-- unscheduling it cancels the job if it has not started (a running sender stops on the broadcast's status).
CREATE FUNCTION broadcasts_schedule_job() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'scheduled' THEN
    INSERT INTO jobs (account_id, created_by, kind, title, payload, idempotency_key, run_at)
    VALUES (NEW.account_id, NEW.created_by, 'broadcast.send', 'Send broadcast: ' || NEW.title,
            jsonb_build_object('broadcast_id', NEW.broadcast_id), 'broadcast:' || NEW.broadcast_id,
            NEW.scheduled_at)
    ON CONFLICT (idempotency_key) DO UPDATE
      SET run_at = EXCLUDED.run_at, title = EXCLUDED.title, status = 'queued', attempts = 0,
          last_error = NULL, finished_at = NULL, progress = 0, total = 0, message = NULL, updated_at = now()
      WHERE jobs.status <> 'running';
  ELSIF TG_OP = 'UPDATE' AND NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('draft', 'cancelled') THEN
    UPDATE jobs SET status = 'cancelled', finished_at = now(), updated_at = now()
     WHERE idempotency_key = 'broadcast:' || NEW.broadcast_id AND status = 'queued';
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER broadcasts_schedule_job AFTER INSERT OR UPDATE OF status, scheduled_at, title ON broadcasts
  FOR EACH ROW EXECUTE FUNCTION broadcasts_schedule_job();
