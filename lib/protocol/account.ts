import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { DESCRIPTION_MAX, email, id, name, numericFlag, passhash } from './fields.ts';
import { listQuerySchema, listResponseSchema, type ListFields } from './list.ts';
import { registrationResultSchema } from './user.ts';

const description = z.nullable(z.string().check(z.maxLength(DESCRIPTION_MAX)));

export const registrationSchema = z.object({
  email,
  first_name: name,
  last_name: name,
  passhash,
  account_name: name,
  account_description: z._default(description, null),
});

/** The account edit payload of SPEC 3. */
export const accountEditSchema = z.object({
  user_id: id,
  account_id: id,
  account_name: name,
  domain: name,
  description: z._default(description, null),
});

export const accountSchema = z.object({
  account_id: z.int(),
  account_name: z.string(),
  domain: z.nullable(z.string()),
  description: z.nullable(z.string()),
  enabled: numericFlag,
  created_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const accountListFields: ListFields = {
  account_id: { type: 'number', filterable: true, sortable: true },
  account_name: { type: 'string', filterable: true, sortable: true },
  domain: { type: 'string', filterable: true, sortable: true },
  enabled: { type: 'number', filterable: true, sortable: true },
  created_at: { type: 'date', filterable: true, sortable: true },
};

export const accountCommands = defineCommands('account', {
  register: {
    method: 'POST',
    auth: 'site',
    access: ACCESS.any,
    request: registrationSchema,
    response: registrationResultSchema,
    summary: 'Create an account and its owner (level 5); the reply packet carries the owner’s session token.',
  },
  read: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.signedIn,
    request: z.object({ account_id: z.optional(id) }),
    response: accountSchema,
    summary: 'Read the caller’s own account.',
  },
  update: {
    method: 'PUT',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: accountEditSchema,
    response: accountSchema,
    summary: 'Edit the caller’s own account (name, domain, description).',
  },
  list: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.admin,
    request: listQuerySchema,
    response: listResponseSchema(accountSchema),
    summary: 'List every account of the network (the one cross-account read).',
  },
});
