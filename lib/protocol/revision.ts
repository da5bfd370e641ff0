import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { id, timestamp } from './fields.ts';

/** The areas whose saves keep revisions (docs/behaviour.md, "Revisions"). */
export const REVISED_AREAS = ['article', 'message_prompt', 'helpbot_faq', 'broadcast'] as const;
export type RevisedArea = (typeof REVISED_AREAS)[number];

/** One saved version of a record: its fields as saved, who saved it and when. */
export const revisionSchema = z.object({
  revision_id: z.int(),
  at: timestamp,
  user_id: z.nullable(z.int()),
  user_email: z.nullable(z.string()),
  data: z.record(z.string(), z.unknown()),
});
export type Revision = z.infer<typeof revisionSchema>;

export const revisionCommands = defineCommands('revision', {
  list: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ area: z.enum(REVISED_AREAS), record_id: id }),
    response: z.object({ list: z.array(revisionSchema) }),
    summary: 'The saved versions of a record the caller may read, newest first (at most 100).',
  },
  restore: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ revision_id: id }),
    response: z.record(z.string(), z.unknown()),
    summary:
      'Save a revision’s fields as the record’s current version (an update, so itself a new revision); answers the record.',
  },
});
