import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { timestamp } from './fields.ts';
import { MEDIA_KEY_PATTERN } from '../media/renditions.ts';

export const MEDIA_KINDS = ['image', 'file'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const FILENAME_MAX = 255;

/**
 * A stored original as the API returns it. The image and file resources refer to it by `key`, which is
 * also what rendition and download URLs carry: random, never an id.
 */
export const mediaRecordSchema = z.object({
  key: z.string(),
  kind: z.enum(MEDIA_KINDS),
  filename: z.string(),
  mime: z.string(),
  size: z.int(),
  sha256: z.string(),
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
  created_by: z.nullable(z.int()),
  created_at: timestamp,
});
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

export const mediaKey = z.string().check(z.regex(MEDIA_KEY_PATTERN, 'Invalid media key'));
const byKey = z.object({ key: mediaKey });

/** The text fields of an upload, beside the file part named `file` (SPEC 7 multipart naming). */
export const uploadFieldsSchema = z.object({
  /** The name to keep; the uploaded file's own name when absent. */
  name: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(FILENAME_MAX))),
});

const upload = (what: string) =>
  ({
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: uploadFieldsSchema,
    response: mediaRecordSchema,
    summary: `Upload ${what} as multipart/form-data (the file in the part \`file\`), streamed to storage.`,
  }) as const;

const remove = (what: string) =>
  ({
    method: 'DELETE',
    auth: 'user',
    access: ACCESS.user,
    request: byKey,
    response: z.object({ success: z.boolean() }),
    summary: `Delete ${what} of the caller’s account with its stored bytes${what === 'an image' ? ' and renditions' : ''}.`,
  }) as const;

export const imageCommands = defineCommands('image', {
  upload: upload('a JPEG, PNG, WebP, AVIF or GIF image'),
  delete: remove('an image'),
});

export const fileCommands = defineCommands('file', {
  upload: upload('a file of any type but executables'),
  download: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.user,
    request: byKey,
    response: z.unknown(),
    summary: 'The bytes of a file of the caller’s account, as an attachment (not a packet).',
  },
  delete: remove('a file'),
});
