import { z } from '../../lib/protocol/z.ts';
import type { Config } from '../config.ts';
import { demoFeed } from '../rodeo-feed/demo-feed.ts';

const FEED_TIMEOUT_MS = 60_000;
/** A feed larger than this is refused rather than parsed (about 100,000 rows). */
export const FEED_MAX_BYTES = 50 * 1024 * 1024;

// Only the outline is checked here; every row is checked on its own later, so one bad row fails alone.
const feedSchema = z.object({
  rodeos: z.array(z.record(z.string(), z.unknown())),
  contestants: z.array(z.record(z.string(), z.unknown())),
});

export interface PulledFeed {
  /** Where the rows came from, as the run records it. */
  source: string;
  rodeos: Record<string, unknown>[];
  contestants: Record<string, unknown>[];
}

export class FeedError extends Error {}

/** The demo feed in-process, or RODEO_FEED_URL over HTTP with the connection's token as bearer. */
export async function pullFeed(config: Config, token: string): Promise<PulledFeed> {
  if (!config.rodeoFeedUrl) return { source: 'demo feed', ...demoFeed() };
  const url = new URL(config.rodeoFeedUrl);
  const source = `${url.origin}${url.pathname}`;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
    });
  } catch (error) {
    throw new FeedError(`The rodeo feed at ${source} could not be reached: ${(error as Error).message}`);
  }
  if (!response.ok) throw new FeedError(`The rodeo feed at ${source} answered ${response.status}`);
  const length = Number(response.headers.get('content-length') ?? 0);
  if (length > FEED_MAX_BYTES) throw new FeedError(`The rodeo feed is larger than ${FEED_MAX_BYTES} bytes`);
  const text = await response.text();
  if (text.length > FEED_MAX_BYTES)
    throw new FeedError(`The rodeo feed is larger than ${FEED_MAX_BYTES} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new FeedError('The rodeo feed is not JSON');
  }
  const outline = feedSchema.safeParse(parsed);
  if (!outline.success) throw new FeedError('The rodeo feed has no rodeos and contestants lists');
  return { source, ...outline.data };
}
