-- An update sent without the updated_at it was based on applies with no precondition (the published protocol's updates take
-- optional fields; docs/behaviour.md#conflicts): its activity entry says so. Existing entries were all
-- based on a version (it was required until now), hence false. A constant default rewrites no row, so the
-- log's append-only trigger (104_activity.sql) is not involved.
ALTER TABLE activity ADD COLUMN unconditional boolean NOT NULL DEFAULT false;
