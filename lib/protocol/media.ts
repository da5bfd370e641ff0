import { z } from './z.ts';
import { ACCESS } from './access.ts';
import type { Command } from './command.ts';
import { timestamp } from './fields.ts';
import { plainText } from './plain-text.ts';
import { MEDIA_KEY_PATTERN } from '../media/renditions.ts';
import { said } from './issue-texts.ts';

export const MEDIA_KINDS = ['image', 'file'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
export const FILENAME_MAX = 255;

/**
 * A stored original as an upload returns it. The image or file record that claims it refers to it by
 * `key`, which is also what rendition URLs carry: random, never an id.
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

export const mediaKey = z.string().check(z.regex(MEDIA_KEY_PATTERN, { error: said('Invalid media key') }));

/** The text fields of an upload, beside the file part named `file` (docs/protocol.md multipart naming). */
export const uploadFieldsSchema = z.object({
  /** The name to keep; the uploaded file's own name when absent. */
  name: z.optional(plainText().check(z.trim(), z.minLength(1), z.maxLength(FILENAME_MAX))),
});

/**
 * The `upload` command of the image and file areas (lib/resources/image.ts, file.ts): the bytes only. The
 * record that shows them is made next, by `create` with the returned key.
 */
export const uploadCommand = (
  what: string,
): Omit<Command, 'module' | 'command'> & { request: typeof uploadFieldsSchema } => ({
  method: 'POST',
  auth: 'user',
  access: ACCESS.user,
  request: uploadFieldsSchema,
  response: mediaRecordSchema,
  summary: `Upload ${what} as multipart/form-data (the file in the part \`file\`), streamed to storage; create a record with the returned key within the orphan grace period (MEDIA_ORPHAN_GRACE_MINUTES) or the bytes are swept.`,
});

/** The title of the 413 an upload past the account's quota gets; its detail says what to do. */
export const STORAGE_FULL = 'Storage Full';

/** How much of the account's storage quota its stored originals (images and files together) take. */
export const storageUsageSchema = z.object({ used_bytes: z.int(), quota_bytes: z.int() });
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** The `usage` command of the image and file areas: one quota, shown on both screens. */
export const storageUsageCommand = {
  method: 'GET',
  request: z.object({}),
  response: storageUsageSchema,
  summary:
    'The bytes the caller’s account stores (images and files together) and its quota (ACCOUNT_STORAGE_BYTES); an upload that would pass the quota answers 413.',
} as const satisfies Omit<Command, 'module' | 'command' | 'auth' | 'access'>;
