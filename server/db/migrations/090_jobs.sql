-- The durable job queue (docs/jobs.md). A job is a row: workers in any process claim due rows with
-- FOR UPDATE SKIP LOCKED and hold them by a lease (locked_until) that they renew while they run; a job
-- whose process died is claimed again once its lease has run out.
CREATE TABLE jobs (
  job_id serial PRIMARY KEY,
  account_id integer NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  created_by integer REFERENCES users (user_id) ON DELETE SET NULL,
  kind text NOT NULL,
  title text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  -- One job per key, ever: enqueueing the same key again updates the waiting job instead of adding one.
  idempotency_key text UNIQUE,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed', 'cancelled')),
  run_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  max_attempts integer NOT NULL DEFAULT 5,
  -- A random token per claim: a holder whose lease was taken over can no longer finish or renew the job.
  locked_by text,
  locked_until timestamptz,
  progress integer NOT NULL DEFAULT 0,
  total integer NOT NULL DEFAULT 0,
  message text,
  last_error text,
  started_at timestamptz,
  finished_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- What the claim reads: due queued jobs, and running ones whose lease ran out.
CREATE INDEX jobs_queued_due ON jobs (run_at, job_id) WHERE status = 'queued';
CREATE INDEX jobs_running_lease ON jobs (locked_until) WHERE status = 'running';
-- The Jobs screen pages an account's jobs, newest first; the status bar asks for a user's live ones.
CREATE INDEX jobs_account_created ON jobs (account_id, created_at, job_id);
CREATE INDEX jobs_live_by_user ON jobs (created_by) WHERE status IN ('queued', 'running');
