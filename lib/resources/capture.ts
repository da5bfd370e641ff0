import { ACCESS } from '../protocol/access.ts';
import { z } from '../protocol/z.ts';
import { captureArea } from './capture.area.ts';
import { defineResource } from './define.ts';
import { datetime, json, text } from './field.ts';
import { plainText } from '../protocol/plain-text.ts';
import { said } from '../protocol/issue-texts.ts';

/** docs/behaviour.md#areas: a submission carries up to 50 fields. */
export const CAPTURE_MAX_FIELDS = 50;
export const CAPTURE_FIELD_NAME_MAX = 100;
export const CAPTURE_VALUE_MAX = 5000;
/** The fields of one submission as JSON, at most this many bytes. */
export const CAPTURE_MAX_BYTES = 16_384;
/** The dashboard's chart covers this many days, today included. */
export const CAPTURE_CHART_DAYS = 14;

const fieldValue = z.union([
  plainText().check(z.maxLength(CAPTURE_VALUE_MAX)),
  z.number(),
  z.boolean(),
  z.null(),
]);

/** What a property site posts: its address (a host name or a URL), the form's name and its fields. */
export const captureSubmitSchema = z.strictObject({
  site: plainText().check(z.trim(), z.minLength(1), z.maxLength(255)),
  form: z
    .string()
    .check(
      z.trim(),
      z.minLength(1),
      z.maxLength(100),
      z.regex(/^[\w .:-]+$/, { error: said('Letters, digits, spaces and - _ . : only') }),
    ),
  // The count of fields and their size in all are checked by the server (captureLimitsError): zod's refine
  // would add its code to the API chunk every console page loads.
  fields: z.record(z.string().check(z.minLength(1), z.maxLength(CAPTURE_FIELD_NAME_MAX)), fieldValue),
});

export const captureDailySchema = z.object({
  days: z.array(z.object({ form: z.string(), day: z.string(), count: z.int() })),
});
export type CaptureDaily = z.infer<typeof captureDailySchema>;

/**
 * Captured Data (docs/behaviour.md#areas `capture`): form submissions the property sites post with the site token.
 * Each belongs to the account whose domain is the site (sub-domains included); the console lists them,
 * charts them per form per day, deletes spam and exports CSV. Nobody writes one from the console.
 */
export const capture = defineResource(captureArea, {
  label: 'Submission',
  plural: 'Submissions',
  fields: {
    site: text('Site', 255, { readOnly: true }),
    form: text('Form', 100, { readOnly: true }),
    fields: json('Fields', { readOnly: true }),
    received_at: datetime('Received', { readOnly: true }),
  },
  list: {
    columns: ['received_at', 'form', 'site', 'fields'],
    search: ['form', 'site'],
    defaultSort: 'received_at',
    defaultOrder: 'desc',
    export: true,
  },
  form: {
    sections: [],
  },
  views: {
    // A submission is known by when it came: its form's name is shared by many.
    title: 'received_at',
  },
  server: {
    without: ['create', 'update'],
    commands: () => ({
      submit: {
        method: 'POST',
        auth: 'site',
        access: ACCESS.any,
        request: captureSubmitSchema,
        response: z.object({ received: z.boolean() }),
        summary:
          'Public, with the site token: a property site posts one form submission { site, form, fields }. It goes to the account whose domain is the site or one of its sub-domains; an unknown site is refused, each site is rate limited, and fields are capped (50 fields, 5,000 characters a value, 16 KB in all).',
      },
      daily: {
        method: 'GET',
        request: z.object({}),
        response: captureDailySchema,
        summary: `Submissions of the caller’s account per form per day over the last ${CAPTURE_CHART_DAYS} days (UTC), for the dashboard’s chart.`,
      },
    }),
  },
});

/** What the schema cannot say cheaply: at most 50 fields, 16 KB of them in all; null when within. */
export function captureLimitsError(fields: Record<string, unknown>): string | null {
  if (Object.keys(fields).length > CAPTURE_MAX_FIELDS) return `fields: At most ${CAPTURE_MAX_FIELDS} fields`;
  if (new TextEncoder().encode(JSON.stringify(fields)).length > CAPTURE_MAX_BYTES) {
    return `fields: At most ${CAPTURE_MAX_BYTES} bytes of fields`;
  }
  return null;
}
