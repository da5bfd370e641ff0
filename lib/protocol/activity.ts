import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { id, timestamp } from './fields.ts';
import { listQuerySchema, listResponseSchema, type ListFields } from './list.ts';
import { plainText } from './plain-text.ts';

export const AREA_NAME_MAX = 64;

/** One activity entry as the API returns it (docs/security.md, "Activity log"): secrets already masked. */
export const activityEntrySchema = z.object({
  activity_id: z.int(),
  at: timestamp,
  account_id: z.int(),
  user_id: z.nullable(z.int()),
  user_email: z.nullable(z.string()),
  api_key_id: z.nullable(z.int()),
  embed_session_id: z.nullable(z.int()),
  ip: z.string(),
  origin: z.nullable(z.string()),
  area: z.string(),
  record_id: z.nullable(z.int()),
  action: z.string(),
  // { field: [before, after] }: an array, not a tuple, which would add a zod module to every element.
  changes: z.nullable(z.record(z.string(), z.array(z.unknown()))),
  /** An update sent without the `updated_at` it was based on: applied with no precondition. */
  unconditional: z.boolean(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

/** What the Activity screen filters and sorts on. */
export const activityListFields: ListFields = {
  activity_id: { type: 'number', filterable: true, sortable: true },
  at: { type: 'date', filterable: true, sortable: true },
  account_id: { type: 'number', filterable: true, sortable: true },
  user_id: { type: 'number', filterable: true, sortable: true },
  user_email: { type: 'string', filterable: true, sortable: true },
  api_key_id: { type: 'number', filterable: true, sortable: false },
  area: { type: 'string', filterable: true, sortable: true },
  record_id: { type: 'number', filterable: true, sortable: true },
  action: { type: 'string', filterable: true, sortable: true },
  ip: { type: 'string', filterable: true, sortable: false },
};

const area = plainText().check(z.minLength(1), z.maxLength(AREA_NAME_MAX));

export const activityCommands = defineCommands('activity', {
  list: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.admin,
    request: listQuerySchema,
    response: listResponseSchema(activityEntrySchema),
    summary:
      'The activity log of the caller’s account, newest first by default; super admins (9) read every account’s.',
  },
  history: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.extend(listQuerySchema, { area, record_id: id }),
    response: listResponseSchema(activityEntrySchema),
    summary: 'The entries of one record the caller may read (its edit screen’s History), newest first.',
  },
});
