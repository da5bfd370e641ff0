import { storageUsageCommand } from '../protocol/media.ts';
import { z } from '../protocol/z.ts';
import { fileArea } from './file.area.ts';
import { defineResource } from './define.ts';
import { int, mediaKeyOf, text } from './field.ts';

export const FOLDER_MAX = 255;

/**
 * The file repository (docs/behaviour.md#areas, file): `upload` stores the bytes, `create` files them under a name and
 * folder, `update` renames or moves (or, with another media_key, replaces), `download` streams them back,
 * `delete` removes record and bytes. The uploader is the record's created_by.
 */
export const file = defineResource(fileArea, {
  label: 'File',
  plural: 'Files',
  fields: {
    name: text('Name', 255, { required: true }),
    folder: text('Folder', FOLDER_MAX, {
      placeholder: 'Contracts/2026',
      help: 'Leave blank for the top level; use / for folders within folders',
    }),
    media_key: mediaKeyOf('File'),
    size: int('Size', 1, Number.MAX_SAFE_INTEGER, { readOnly: true, format: 'bytes' }),
    mime: text('Type', 100, { readOnly: true }),
    sha256: text('SHA-256', 64, { readOnly: true, listed: false }),
  },
  list: {
    columns: ['name', 'folder', 'size', 'mime', 'created_at'],
    search: ['name', 'folder'],
    defaultSort: 'name',
  },
  form: {
    sections: [{ title: 'File', fields: ['name', 'folder'] }],
    upload: 'file',
  },
  server: {
    commands: ({ byId }) => ({
      usage: storageUsageCommand,
      download: {
        method: 'GET',
        request: byId,
        response: z.unknown(),
        summary:
          'The bytes of a file of the caller’s account, as an attachment under its name (not a packet), with nosniff and a sandboxing CSP.',
      },
      folders: {
        method: 'GET',
        request: z.object({}),
        response: z.object({
          folders: z.array(z.object({ folder: z.nullable(z.string()), count: z.int() })),
        }),
        summary: 'The folders of the caller’s account with how many files each holds (null: the top level).',
      },
    }),
  },
});
