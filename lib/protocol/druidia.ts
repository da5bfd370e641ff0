import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { flag, id, idField, timestamp } from './fields.ts';
import { listQuerySchema, listResponseSchema, type ListFields } from './list.ts';
import { plainText } from './plain-text.ts';
import { DRUIDIA_SERVICES } from './druidia-ref.ts';
import { said } from './issue-texts.ts';

export { DRUIDIA_SERVICES, type DruidiaService } from './druidia-ref.ts';
export const USER_HASH_MAX = 10;
export const TOKEN_MAX = 255;

const service = z.enum(DRUIDIA_SERVICES);
const userHash = plainText().check(z.minLength(1), z.maxLength(USER_HASH_MAX));
const token = plainText().check(z.minLength(1), z.maxLength(TOKEN_MAX));

/** A service connection as the API returns it: the token is write-only and comes back masked. */
export const druidiaConnectionSchema = z.object({
  druidia_id: z.int(),
  created_at: timestamp,
  account_id: z.int(),
  service,
  user_id: z.nullable(z.int()),
  user_hash: userHash,
  token: z.string().check(z.maxLength(TOKEN_MAX)),
});
export type DruidiaConnection = z.infer<typeof druidiaConnectionSchema>;

export const druidiaListFields: ListFields = {
  druidia_id: { type: 'number', filterable: true, sortable: true },
  created_at: { type: 'date', filterable: true, sortable: true },
  account_id: { type: 'number', filterable: true, sortable: true },
  service: { type: 'enum', filterable: true, sortable: true, values: DRUIDIA_SERVICES },
  user_id: { type: 'number', filterable: true, sortable: true },
};

// docs/behaviour.md#validation: reconnect, share and delete name a bad id 'Invalid connection ID'.
const druidiaId = idField('Invalid connection ID');
const byId = z.object({ druidia_id: druidiaId });

export const druidiaCommands = defineCommands('druidia', {
  create: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ service, user_id: z._default(z.nullable(id), null), user_hash: userHash, token }),
    response: druidiaConnectionSchema,
    summary: 'Record a connection whose hash and token were issued elsewhere.',
  },
  read: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.user,
    request: byId,
    response: druidiaConnectionSchema,
    summary: 'Read one connection of the caller’s account.',
  },
  update: {
    method: 'PUT',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({
      druidia_id: druidiaId,
      user_id: z.optional(z.nullable(id)),
      token: z.optional(token),
    }),
    response: druidiaConnectionSchema,
    summary: 'Change the owner or the token of a connection the caller may manage.',
  },
  delete: {
    method: 'DELETE',
    auth: 'user',
    access: ACCESS.user,
    request: byId,
    response: z.object({ success: z.boolean() }),
    summary: 'Delete a connection the caller may manage.',
  },
  list: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: listQuerySchema,
    response: listResponseSchema(druidiaConnectionSchema),
    summary: 'List the connections of the caller’s account.',
  },
  connect: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: z.object({ user_id: z.optional(id), druidia_id: z.optional(druidiaId), service }),
    response: druidiaConnectionSchema,
    summary:
      'Connect (or, with druidia_id, reconnect) the caller to a service; the registry issues hash and token.',
  },
  share: {
    method: 'PUT',
    auth: 'user',
    access: ACCESS.user,
    request: byId,
    response: druidiaConnectionSchema,
    summary:
      'Share the caller’s own connection with the whole account (user_id becomes null); never for task.',
  },
  request: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.user,
    request: z.looseObject({
      service,
      route: z.string().check(
        z.regex(/^[a-z][a-z_-]{0,40}\/[a-z][a-z_-]{0,40}$/, {
          error: said('Expected a route of the form module/command'),
        }),
      ),
      stream: z.optional(flag),
    }),
    response: z.unknown(),
    summary: 'Forward a request to a connected service; with stream: true the reply is NDJSON progress.',
  },
});
