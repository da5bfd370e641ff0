import { USER_LANGUAGES } from '../i18n/locales.ts';
import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import {
  access,
  basedOn,
  email,
  flagText,
  id,
  name,
  numericFlag,
  passhash,
  phone,
  phoneLabel,
  timestamp,
} from './fields.ts';
import { tokenResponseSchema } from './second-step.ts';
import { listResponseSchema, resourceListSchema, type ListFields } from './list.ts';

const phoneFields = {
  primary_phone: z.optional(phone),
  primary_phone_label: z.optional(phoneLabel),
  secondary_phone: z.optional(phone),
  secondary_phone_label: z.optional(phoneLabel),
};

export const userCreateSchema = z.object({
  email,
  first_name: name,
  last_name: name,
  ...phoneFields,
  primary_phone_textable: z._default(flagText, false),
  secondary_phone_textable: z._default(flagText, false),
  passhash,
  enabled: z._default(flagText, true),
  access,
  /** Super admins (9) may create the user in another account; for everyone else it is their own. */
  account_id: z.optional(id),
});

export const userUpdateSchema = z.object({
  user_id: id,
  email: z.optional(email),
  first_name: z.optional(name),
  last_name: z.optional(name),
  ...phoneFields,
  primary_phone_textable: z.optional(flagText),
  secondary_phone_textable: z.optional(flagText),
  passhash: z.optional(passhash),
  /** Required, as at sign-in, when users change their own password or email (docs/security.md). */
  current_passhash: z.optional(passhash),
  enabled: z.optional(flagText),
  access: z.optional(access),
  /** The user's language for the console: '' for the page's and browser's, else a shipped locale. */
  language: z.optional(z.enum(USER_LANGUAGES)),
  /** The version the edit was based on (docs/behaviour.md#conflicts). */
  updated_at: basedOn,
});

export const userReadSchema = z.union([z.object({ email }), z.object({ user_id: id })]);

export const userInfoSchema = z.object({
  id: z.int(),
  user_id: z.int(),
  access,
  sort: z.int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  primary_phone: z.nullable(z.string()),
  primary_phone_label: z.nullable(z.string()),
  secondary_phone: z.nullable(z.string()),
  secondary_phone_label: z.nullable(z.string()),
  primary_phone_textable: numericFlag,
  secondary_phone_textable: numericFlag,
  deactivated: z.nullable(z.int()),
  profile_image: z.nullable(z.int()),
  account_id: z.int(),
  account_name: z.string(),
  domain: z.nullable(z.string()),
  /** 1 once the account proved it owns its domain (docs/security.md); until then it routes nothing. */
  domain_verified: z.optional(numericFlag),
  description: z.nullable(z.string()),
  enabled: numericFlag,
  /** 1 while a one-time password (npm run create-admin) waits to be replaced: nothing else is served. */
  reset_required: z.optional(numericFlag),
  /** 1 while the caller's level needs a second factor they have not set up: nothing else is served. */
  second_factor_required: z.optional(numericFlag),
  /** The language the user chose for the console ('' for the page's and browser's): an optional field. */
  language: z.optional(z.string()),
  /** The user's version, and the account's, for an edit of either to be based on (docs/behaviour.md#conflicts). */
  updated_at: timestamp,
  account_updated_at: timestamp,
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const registrationResultSchema = z.extend(userInfoSchema, {
  last_ip: z.nullable(z.string()),
  account_enabled: numericFlag,
});
export type RegistrationResult = z.infer<typeof registrationResultSchema>;

export const tokenRequestSchema = z.object({ email, passhash });

export const userListFields: ListFields = {
  user_id: { type: 'number', filterable: true, sortable: true },
  email: { type: 'string', filterable: true, sortable: true },
  first_name: { type: 'string', filterable: true, sortable: true },
  last_name: { type: 'string', filterable: true, sortable: true },
  access: { type: 'number', filterable: true, sortable: true },
  enabled: { type: 'number', filterable: true, sortable: true },
  created_at: { type: 'date', filterable: true, sortable: true },
};

export const userCommands = defineCommands('user', {
  create: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: userCreateSchema,
    // `id` as the published protocol names it; `user_id` beside it, as every other area's create answers
    // (optional: a server written to the published protocol leaves it out).
    response: z.object({ id: z.int(), user_id: z.optional(z.int()), access }),
    summary:
      'Create a user in the caller’s account (super admins: any account_id), at most at the caller’s own level.',
  },
  token: {
    // POST keeps the password equivalent out of every URL and so out of every proxy's access log; the published protocol
    // names GET, which stays for the clients written to it (docs/security.md).
    method: 'POST',
    alsoAccepts: 'GET',
    auth: 'site',
    access: ACCESS.any,
    request: tokenRequestSchema,
    response: tokenResponseSchema,
    summary:
      'Log in: the reply packet carries the new session token. A user with a second factor gets no token but `second_factor` (challenge, factors, expires_in) for second_factor/verify.',
  },
  read: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.signedIn,
    request: userReadSchema,
    response: userInfoSchema,
    summary:
      'One user, by email or user_id (one of them is required: none is a 400): oneself; group admins users of their account; super admins (9) any.',
  },
  update: {
    method: 'PUT',
    auth: 'user',
    access: ACCESS.signedIn,
    request: userUpdateSchema,
    response: userInfoSchema,
    summary:
      'Update oneself; group admins (super admins: any account) update users below their level; a disable ends their sessions. Own password or email: current_passhash needed. With the updated_at it was based on (optional: left out, the update applies unconditionally), a newer stored one answers 409 with the user as it is now.',
  },
  list: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: z.extend(resourceListSchema, { account_id: z.optional(id) }),
    response: listResponseSchema(userInfoSchema),
    summary:
      'List the users of the caller’s account, with search over name and email; super admins (9) pick any account_id.',
  },
  logout: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.any,
    request: z.object({}),
    response: z.object({ success: z.boolean() }),
    summary: 'Revoke the caller’s session token.',
  },
});
