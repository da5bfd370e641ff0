-- The one sanctioned rewrite of the append-only activity log (docs/security.md, "Activity log"): entries
-- written before the log recorded by allowlist hold what it must never keep. A password field kept the
-- last four hex digits of an unsalted SHA-256 of the password: it now says only that it changed. A
-- druidia/request kept every extra field a client sent (an apiKey, an authorization): only the fields its
-- schema declares stay. The trigger is off for these two statements only, inside this migration's
-- transaction, whose ACCESS EXCLUSIVE lock lets no other write in meanwhile.
ALTER TABLE activity DISABLE TRIGGER activity_append_only;

UPDATE activity a
   SET changes = (
     SELECT jsonb_object_agg(
              e.key,
              CASE WHEN e.key ~* 'pass(word|hash|phrase)' THEN '[null, "changed"]'::jsonb ELSE e.value END)
       FROM jsonb_each(a.changes) e)
 WHERE jsonb_typeof(a.changes) = 'object'
   AND EXISTS (SELECT 1 FROM jsonb_object_keys(a.changes) k WHERE k ~* 'pass(word|hash|phrase)');

UPDATE activity a
   SET changes = (
     SELECT jsonb_object_agg(e.key, e.value)
       FROM jsonb_each(a.changes) e
      WHERE e.key IN ('service', 'route', 'stream'))
 WHERE a.area = 'druidia' AND a.action = 'request' AND jsonb_typeof(a.changes) = 'object'
   AND EXISTS (SELECT 1 FROM jsonb_object_keys(a.changes) k WHERE k NOT IN ('service', 'route', 'stream'));

ALTER TABLE activity ENABLE TRIGGER activity_append_only;
