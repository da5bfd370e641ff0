import { z } from '../../lib/protocol/z.ts';
import type { Config } from '../config.ts';
import { isLoopbackHost } from '../outbound/addresses.ts';
import { publicFetch, type Fetched } from '../outbound/public-fetch.ts';
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
export async function pullFeed(
  config: Config,
  token: string,
  maxBytes = FEED_MAX_BYTES,
): Promise<PulledFeed> {
  if (!config.rodeoFeedUrl) return { source: 'demo feed', ...demoFeed() };
  const url = new URL(config.rodeoFeedUrl);
  const source = `${url.origin}${url.pathname}`;
  let response: Fetched;
  try {
    // The body is read as it arrives and abandoned past `maxBytes`: a feed that announces no length, or
    // lies about it, cannot fill the server's memory.
    response = await publicFetch(url, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      timeoutMs: FEED_TIMEOUT_MS,
      resolve: config.resolveHost,
      // A feed on this machine (tests, a local mirror) is the operator's own, and never in production mode.
      allowLoopback: !config.production && isLoopbackHost(url.hostname),
    });
  } catch (error) {
    throw new FeedError(`The rodeo feed at ${source} could not be reached: ${(error as Error).message}`);
  }
  if (response.status < 200 || response.status > 299) {
    response.discard();
    throw new FeedError(`The rodeo feed at ${source} answered ${response.status}`);
  }
  const tooLarge = new FeedError(`The rodeo feed is larger than ${maxBytes} bytes`);
  if (Number(response.header('content-length') ?? 0) > maxBytes) {
    response.discard();
    throw tooLarge;
  }
  const body = await response.read(maxBytes).catch((error: Error) => {
    throw new FeedError(`The rodeo feed at ${source} broke off: ${error.message}`);
  });
  if (body === undefined) throw tooLarge;
  const text = body.toString('utf8');
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
