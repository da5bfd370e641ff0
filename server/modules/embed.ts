import { embedCommands } from '../../lib/protocol/embed.ts';
import { claimEmbedSecret, createEmbedSecret } from '../auth/embed-secrets.ts';
import { defineHandlers } from '../http/handlers.ts';

export const embedHandlers = defineHandlers(embedCommands, {
  create: ({ db, config, session }, input) => createEmbedSecret(db, config, session, input),

  claim: ({ db, config, credential, requestOrigin, ip, userAgent }) =>
    claimEmbedSecret(db, config, credential ?? '', requestOrigin, { ip, userAgent }),
});
