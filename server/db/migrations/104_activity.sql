-- Issue 21: the activity log (server/activity, docs/security.md "Activity log"). One row per write through a
-- command, sign-in and failed sign-in: who (user, API key or embed session), when, from where, what.
-- Append-only: the triggers below refuse every UPDATE and TRUNCATE, and every DELETE except the retention
-- purge, which runs through purge_activity() (rows older than the cutoff it is given, nothing newer).
CREATE TABLE activity (
  activity_id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  account_id integer NOT NULL,
  -- Null for a failed sign-in with an unknown email.
  user_id integer,
  api_key_id integer,
  -- The embed session (sessions.session_id) the write came through: a panel on a property site.
  embed_session_id integer,
  ip text NOT NULL,
  origin text,
  area text NOT NULL,
  record_id bigint,
  action text NOT NULL,
  -- { field: [before, after] }, secrets masked; null when the command changed no record field.
  changes jsonb
);
CREATE INDEX activity_account_at ON activity (account_id, at DESC);
CREATE INDEX activity_record ON activity (area, record_id, at DESC) WHERE record_id IS NOT NULL;
CREATE INDEX activity_at ON activity (at);

-- The purge says how far it may go in a transaction-local setting; anything else is refused.
CREATE FUNCTION activity_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := current_setting('console_kit.activity_purge_before', true);
BEGIN
  IF TG_OP = 'DELETE' AND cutoff IS NOT NULL AND cutoff <> '' AND OLD.at < cutoff::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'The activity log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER activity_append_only BEFORE UPDATE OR DELETE ON activity
  FOR EACH ROW EXECUTE FUNCTION activity_refuse_change();
CREATE TRIGGER activity_no_truncate BEFORE TRUNCATE ON activity
  FOR EACH STATEMENT EXECUTE FUNCTION activity_refuse_change();

-- The one way rows leave: older than `cutoff`, with the permission set only for this statement's transaction.
CREATE FUNCTION purge_activity(cutoff timestamptz) RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  removed bigint;
BEGIN
  PERFORM set_config('console_kit.activity_purge_before', cutoff::text, true);
  DELETE FROM activity WHERE at < cutoff;
  GET DIAGNOSTICS removed = ROW_COUNT;
  PERFORM set_config('console_kit.activity_purge_before', '', true);
  RETURN removed;
END;
$$;
