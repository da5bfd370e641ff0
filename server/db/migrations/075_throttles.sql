-- Issue 16: throttles that hold under parallel load (server/throttle/counter.ts). One row per limited
-- thing (a login email, a client IP, an account's captures...): the window it counts in and the hits in it.
-- Taking a hit is one INSERT ... ON CONFLICT DO UPDATE, whose row lock serialises concurrent takers, so a
-- burst cannot all read "9 so far" before any of them writes.
CREATE TABLE throttle_counters (
  bucket text NOT NULL,
  key text NOT NULL,
  window_start timestamptz NOT NULL DEFAULT now(),
  hits integer NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, key)
);
-- Expired windows are deleted by age.
CREATE INDEX throttle_counters_window ON throttle_counters (window_start);
-- The per-email failures of 001 are counted by throttle_counters now.
DROP TABLE login_failures;
