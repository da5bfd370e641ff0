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

/**
 * The body as text, read as it arrives and abandoned (the connection closed) as soon as it passes
 * `maxBytes`: a feed that announces no length, or lies about it, cannot fill the server's memory.
 */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FeedError(`The rodeo feed is larger than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The demo feed in-process, or RODEO_FEED_URL over HTTP with the connection's token as bearer. */
export async function pullFeed(
  config: Config,
  token: string,
  maxBytes = FEED_MAX_BYTES,
): Promise<PulledFeed> {
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
  if (length > maxBytes) {
    await response.body?.cancel();
    throw new FeedError(`The rodeo feed is larger than ${maxBytes} bytes`);
  }
  const text = await readCapped(response, maxBytes);
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
