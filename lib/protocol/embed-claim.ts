import { z } from './z.ts';
import { ACCESS } from './access.ts';
import { defineCommands } from './command.ts';
import { access, timestamp } from './fields.ts';
import { userInfoSchema } from './user.ts';

// Apart from embed/create (lib/protocol/embed.ts), which only servers call: a page that claims a secret
// loads this and nothing of the create command's schemas.
export const embedClaimCommands = defineCommands('embed', {
  claim: {
    method: 'POST',
    auth: 'secret',
    access: ACCESS.any,
    request: z.object({}),
    response: z.object({
      token: z.string(),
      access,
      expires_at: timestamp,
      user: userInfoSchema,
    }),
    summary:
      'From the browser, the client secret as bearer, on an origin it is bound to: a session token limited to the commands of its panels.',
  },
});
