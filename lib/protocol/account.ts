import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import {
  basedOn,
  DESCRIPTION_MAX,
  email,
  flag,
  id,
  name,
  numericFlag,
  passhash,
  timestamp,
} from './fields.ts';
import { listResponseSchema, resourceListSchema, type ListFields } from './list.ts';
import { registrationResultSchema } from './user.ts';
import { plainText } from './plain-text.ts';
import { domainName } from './domain-name.ts';

const description = z.nullable(plainText().check(z.maxLength(DESCRIPTION_MAX)));

export const registrationSchema = z.object({
  email,
  first_name: name,
  last_name: name,
  passhash,
  account_name: name,
  account_description: z._default(description, null),
});

/** Users at or above this level must set up a second factor (docs/security.md "Second-factor policy"); level 9 only. */
const secondFactorPolicy = z.nullable(z.int().check(z.minimum(1), z.maximum(9)));

/** The account edit payload of docs/behaviour.md#records; `enabled` only from an admin, for another account than their own. */
export const accountEditSchema = z.object({
  user_id: id,
  account_id: id,
  account_name: name,
  domain: domainName,
  description: z._default(description, null),
  enabled: z.optional(flag),
  require_second_factor_level: z.optional(secondFactorPolicy),
  /** The version the edit was based on (docs/behaviour.md#conflicts). */
  updated_at: basedOn,
});

/** Create Account (admin): an account without users yet. */
export const accountCreateSchema = z.strictObject({
  account_name: name,
  domain: domainName,
  description: z._default(description, null),
  enabled: z._default(flag, true),
  require_second_factor_level: z._default(secondFactorPolicy, null),
});

/** Register Account (admin): a new account and its owner in one step, the registration fields plus a domain. */
export const accountWithOwnerSchema = z.extend(registrationSchema, {
  domain: z._default(z.nullable(domainName), null),
});

export const accountSchema = z.object({
  account_id: z.int(),
  account_name: z.string(),
  domain: z.nullable(z.string()),
  description: z.nullable(z.string()),
  enabled: numericFlag,
  // Beside the protocol's own fields (docs/protocol.md), so optional: a server without the policy
  // (docs/security.md) leaves it out.
  require_second_factor_level: z.optional(z.nullable(z.int())),
  created_at: z.string(),
  updated_at: timestamp,
});
export type Account = z.infer<typeof accountSchema>;

export const accountListFields: ListFields = {
  account_id: { type: 'number', filterable: true, sortable: true },
  account_name: { type: 'string', filterable: true, sortable: true },
  domain: { type: 'string', filterable: true, sortable: true },
  enabled: { type: 'number', filterable: true, sortable: true },
  created_at: { type: 'date', filterable: true, sortable: true },
};

/** Where an account stands with proving its domain (docs/security.md, "Domains"). */
export const domainStatusSchema = z.object({
  account_id: z.int(),
  domain: z.nullable(z.string()),
  verified: z.boolean(),
  verified_at: z.nullable(z.string()),
  /** 'https' (the file matched) or 'super admin' (vouched for by a level-9 user). */
  verified_by: z.nullable(z.string()),
  /** What the file must hold. */
  token: z.string(),
  /** Where the file must be served, for the account's domain; null without a domain. */
  url: z.nullable(z.string()),
});
export type DomainStatus = z.infer<typeof domainStatusSchema>;

const ownOrNamedAccount = z.object({ account_id: z.optional(id) });

/** A page's host name, as the browser reports it (RFC 1035 length). */
const hostname = z.string().check(z.minLength(1), z.maxLength(253), z.regex(/^[A-Za-z0-9.-]+$/));

export const accountCommands = defineCommands('account', {
  site_name: {
    method: 'GET',
    auth: 'site',
    access: ACCESS.any,
    request: z.object({ domain: hostname }),
    response: z.object({ account_name: z.nullable(z.string()) }),
    summary:
      'The display name of the account whose domain is this host or a parent of it (the sign-in header); nothing else.',
  },
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
    summary: 'Read the caller’s own account; admins (7) read any account.',
  },
  update: {
    method: 'PUT',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: accountEditSchema,
    response: accountSchema,
    summary:
      'Edit the caller’s own account (name, domain, description); admins edit any account and enable or disable others. With the updated_at it was based on (optional: left out, the update applies unconditionally), a newer stored one answers 409 with the account as it is now.',
  },
  list: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.admin,
    request: resourceListSchema,
    response: listResponseSchema(accountSchema),
    summary: 'List every account of the network, with search over name and domain (admins only).',
  },
  create: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.admin,
    request: accountCreateSchema,
    response: accountSchema,
    summary: 'Create Account: a new account of the network, without users yet.',
  },
  domain_status: {
    method: 'GET',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: ownOrNamedAccount,
    response: domainStatusSchema,
    summary: 'The domain’s verification state and token; super admins (9) name any account_id.',
  },
  verify_domain: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.groupAdmin,
    request: ownOrNamedAccount,
    response: domainStatusSchema,
    summary: 'Verifies the domain when its /.well-known/console-domain-verification.txt holds the token.',
  },
  mark_domain_verified: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.superAdmin,
    request: z.object({ account_id: id }),
    response: domainStatusSchema,
    summary: 'A super admin marks a domain verified.',
  },
  create_with_owner: {
    method: 'POST',
    auth: 'user',
    access: ACCESS.admin,
    request: accountWithOwnerSchema,
    response: registrationResultSchema,
    summary:
      'Register Account: a new account and its owner (level 5) in one step; the admin stays signed in.',
  },
});
