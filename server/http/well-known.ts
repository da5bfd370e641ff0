import type { Hono } from 'hono';
import type { Deps } from './dispatch.ts';

/** Where browsers read which other origins may use this origin's passkeys (WebAuthn related origins). */
export const RELATED_ORIGINS_PATH = '/.well-known/webauthn';

/** Serves PASSKEY_RELATED_ORIGINS for WebAuthn's related origin requests (docs/embedding.md "Passkeys"). */
export function mountRelatedOrigins(app: Hono, deps: Deps): void {
  app.get(RELATED_ORIGINS_PATH, (c) => c.json({ origins: deps.config.passkeyRelatedOrigins }));
}
