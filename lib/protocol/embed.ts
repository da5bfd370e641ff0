import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { embedClaimCommands } from './embed-claim.ts';
import { email, id, timestamp } from './fields.ts';
import { said } from './issue-texts.ts';

/** Client secrets start with this, so nobody mistakes one for an API key or a session token. */
export const EMBED_SECRET_PREFIX = 'es_';

/** The panels an embed session may show: each with the commands it calls (lib/embed/panel-scope.ts). */
export const EMBEDDABLE_PANELS = [
  'profile-panel',
  'druidia-connections',
  'stripe-connections',
  'resource-panel',
] as const;
export type EmbeddablePanel = (typeof EMBEDDABLE_PANELS)[number];

const resourceName = z
  .string()
  .check(z.regex(/^[a-z]+(_[a-z]+)*$/, { error: said('Expected a resource name') }));

export const embedPanelSchema = z.union([
  z.object({ tag: z.enum(['profile-panel', 'druidia-connections', 'stripe-connections']) }),
  z.object({
    tag: z.literal('resource-panel'),
    resources: z.array(resourceName).check(z.minLength(1), z.maxLength(20)),
  }),
]);
export type EmbedPanel = z.infer<typeof embedPanelSchema>;

export const embedCreateSchema = z.object({
  /** The user the page is for: the CMS's signed-in staff member, a user of the API key's account. */
  email,
  panels: z.array(embedPanelSchema).check(z.minLength(1), z.maxLength(10)),
  /** Narrows the secret to one of CONSOLE_ORIGINS (the page that will claim it); all of them if left out. */
  origin: z.optional(z.string().check(z.maxLength(200))),
});

export const embedCommands = {
  ...defineCommands('embed', {
    create: {
      method: 'POST',
      auth: 'key',
      access: ACCESS.signedIn,
      request: embedCreateSchema,
      response: z.object({
        client_secret: z.string(),
        expires_at: timestamp,
        origins: z.array(z.string()),
        user_id: id,
      }),
      summary:
        'From the embedding site’s server, with an API key: a single-use client secret for a user of the key’s account (at most the key owner’s level) and the listed panels, claimable for a few minutes from CONSOLE_ORIGINS.',
    },
  }),
  ...embedClaimCommands,
};
