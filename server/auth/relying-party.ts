import type { Config } from '../config.ts';

/** Who passkeys are made for: the console's origin, and the pages allowed to use its passkeys too. */
export interface RelyingParty {
  /** The console's host name, which every passkey is bound to. */
  id: string;
  /** Origins whose assertions count: the console's, and PASSKEY_RELATED_ORIGINS (docs/embedding.md). */
  origins: string[];
}

/** The relying party of a request whose public origin is `origin` (PUBLIC_ORIGIN when it is set). */
export const relyingParty = (
  origin: string,
  config: Pick<Config, 'passkeyRelatedOrigins'>,
): RelyingParty => ({
  id: new URL(origin).hostname,
  origins: [origin, ...config.passkeyRelatedOrigins],
});
