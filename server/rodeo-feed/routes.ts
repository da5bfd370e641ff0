import type { Hono } from 'hono';
import { bearerToken } from '../auth/tokens.ts';
import type { Deps } from '../http/dispatch.ts';
import { demoFeed } from './demo-feed.ts';

export const DEMO_FEED_PATH = '/rodeo-feed/v1/export';

/**
 * The built-in demo rodeo feed, served only when no RODEO_FEED_URL is configured (like the Stripe
 * simulator). It asks for a bearer token as a real feed would, and takes any: it holds nothing secret.
 */
export function mountDemoFeed(app: Hono, deps: Deps): void {
  if (deps.config.rodeoFeedUrl) return;
  const feed = JSON.stringify(demoFeed());
  app.get(DEMO_FEED_PATH, (c) => {
    if (!bearerToken(c.req.header('authorization'))) {
      return c.json({ error: 'A bearer token of a rodeo service connection is required' }, 401);
    }
    return c.body(feed, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
}
