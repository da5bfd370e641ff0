import { expect } from 'vitest';
import type { EmbedPanel } from '../../lib/protocol/embed.ts';
import type { CallResult, TestApi } from './harness.ts';

/** The embedding site the embed tests run as; the API lists it in CONSOLE_ORIGINS. */
export const EMBED_SITE = 'https://cms.example.test';
export const EMBED_CONFIG = { consoleOrigins: [EMBED_SITE, 'https://property.example.test'] };

/** A new API key of `email` (signed in for it), as its secret. */
export async function apiKeyOf(api: TestApi, email: string): Promise<{ secret: string; api_key_id: number }> {
  const token = await api.login(email);
  const result = await api.call('api_key', 'create', { token, body: { name: `Embedding for ${email}` } });
  expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
  return result.packet.payload as { secret: string; api_key_id: number };
}

export const createSecret = (
  api: TestApi,
  key: string,
  body: { email: string; panels: EmbedPanel[]; origin?: string },
): Promise<CallResult> => api.call('embed', 'create', { token: key, body });

/** Claims `secret` as a browser on `origin` would (null: a request with no Origin header). */
export const claim = (api: TestApi, secret: string, origin: string | null = EMBED_SITE) =>
  api.call('embed', 'claim', { token: secret, body: {}, headers: origin ? { Origin: origin } : {} });

/** An embed session token for `email` and `panels`, made with `key` and claimed from the embedding site. */
export async function embedToken(
  api: TestApi,
  key: string,
  email: string,
  panels: EmbedPanel[],
): Promise<string> {
  const created = await createSecret(api, key, { email, panels });
  expect(created.status, JSON.stringify(created.packet.errors)).toBe(200);
  const claimed = await claim(api, (created.packet.payload as { client_secret: string }).client_secret);
  expect(claimed.status, JSON.stringify(claimed.packet.errors)).toBe(200);
  return (claimed.packet.payload as { token: string }).token;
}

/** Every embeddable panel at once: the widest scope an embed session can have. */
export const ALL_PANELS: EmbedPanel[] = [
  { tag: 'profile-panel' },
  { tag: 'druidia-connections' },
  { tag: 'stripe-connections' },
  { tag: 'resource-panel', resources: ['contact', 'article'] },
];
