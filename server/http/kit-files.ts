import type { Hono } from 'hono';
import { IMMUTABLE, mountStatic, REVALIDATE } from './static-files.ts';

/**
 * The built kit at /kit/ (docs/embedding.md, docs/server.md: Delivery). It is public code that property
 * sites load with `<script type="module" src="https://console.example.com/kit/...">`, which browsers fetch
 * in CORS mode: every origin may read it (never credentials, and nothing of /api, whose CORS stays
 * CONSOLE_ORIGINS'). Entries (`/kit/<tag>.js`) keep their names across builds and are revalidated; the
 * files under chunks/ and assets/ carry a content hash in their names and are immutable.
 */
export function mountKit(app: Hono, dir: string): void {
  mountStatic(app, {
    prefix: '/kit/',
    dir,
    cacheControl: (relative) => (relative.includes('/') ? IMMUTABLE : REVALIDATE),
    headers: {
      'Access-Control-Allow-Origin': '*',
      // A page that isolates itself (Cross-Origin-Embedder-Policy) may load the kit too.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  });
}
