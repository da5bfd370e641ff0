import { z } from '../protocol/z.ts';
import { apiKeyArea } from './api-key.area.ts';
import { defineResource } from './define.ts';
import { date, datetime, text } from './field.ts';

/** Keys start with this, so the server tells them from session tokens at a glance. */
export const API_KEY_PREFIX = 'ck_';
export const API_KEY_PREFIX_LENGTH = 8;

/** A caller's own API keys: each authenticates as its creator, at the creator's level, until revoked. */
export const apiKey = defineResource(apiKeyArea, {
  label: 'API Key',
  plural: 'API Keys',
  fields: {
    name: text('Name', 100, { required: true, placeholder: 'Ticketing sync' }),
    expires_at: date('Expires On', { help: 'Leave blank for a key that works until it is revoked' }),
    prefix: text('Key', API_KEY_PREFIX_LENGTH, { readOnly: true }),
    last_used_at: datetime('Last Used', { readOnly: true }),
    revoked_at: datetime('Revoked', { readOnly: true }),
  },
  list: {
    columns: ['name', 'prefix', 'created_at', 'last_used_at', 'expires_at', 'revoked_at'],
    search: ['name', 'prefix'],
    defaultSort: 'name',
    bulkActions: { revoke: { label: 'Revoke', done: 'revoked', command: 'revoke' } },
  },
  form: {
    sections: [{ title: 'API Key', fields: ['name', 'expires_at'] }],
  },
  views: {
    rowAction: {
      command: 'revoke',
      label: 'Revoke',
      warning: 'Calls made with it are refused from now on.',
      done: 'API Key revoked successfully',
      when: (row) => !row.revoked_at,
    },
  },
  server: {
    scope: 'creator',
    without: ['update', 'delete'],
    commands: ({ idKey, record, byId }) => ({
      create: {
        response: z.extend(record as z.ZodMiniObject, { secret: z.string() }),
        summary:
          'Create a key for the caller; the reply carries the secret, shown this once and stored hashed.',
      },
      revoke: {
        method: 'PUT',
        request: byId,
        response: record,
        summary: `Revoke one of the caller’s keys (${idKey}); it stops authenticating at once.`,
      },
    }),
  },
});
