import { lookup as systemLookup } from 'node:dns/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isLoopbackAddress, isPublicAddress, unbracketed } from './addresses.ts';

/** A name's addresses, as the operating system's resolver gives them; tests inject their own. */
export type Resolver = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolver: Resolver = (hostname) => systemLookup(hostname, { all: true, verbatim: true });

/** The host is, or resolves to, an address the server does not call out to. */
export class RefusedAddress extends Error {}

export interface PublicFetchOptions {
  headers?: Record<string, string>;
  timeoutMs: number;
  resolve: Resolver;
  /** Loopback too: the operator's own server on this machine, a test switch refused in production mode. */
  allowLoopback: boolean;
}

/** An answer whose body is read only as far as a cap. */
export interface Fetched {
  status: number;
  header(name: string): string | undefined;
  /** The body, or undefined once it passes `maxBytes` (the connection is then closed, the rest unread). */
  read(maxBytes: number): Promise<Buffer | undefined>;
  discard(): void;
}

function fetched(response: IncomingMessage): Fetched {
  // A reset or a timeout while nobody reads must not end the process; a reader still sees it.
  response.on('error', () => undefined);
  return {
    status: response.statusCode ?? 0,
    header: (name) => {
      const value = response.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    },
    async read(maxBytes) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          return undefined;
        }
        chunks.push(chunk);
      }
      return Buffer.concat(chunks);
    },
    discard: () => response.destroy(),
  };
}

/**
 * A GET to an address outside this machine's networks (docs/security.md, "Outbound requests"): the name
 * is resolved once, every address it gives must be public unicast (no loopback, private, link-local or
 * unique-local, v4 or v6, mapped forms included), and the socket connects to those very addresses, so a
 * name that resolves again differently (DNS rebinding) gains nothing. No redirect is followed.
 */
export function publicFetch(url: URL, options: PublicFetchOptions): Promise<Fetched> {
  const allowed = (address: string) =>
    isPublicAddress(address) || (options.allowLoopback && isLoopbackAddress(address));
  const refused = () => new RefusedAddress(`${url.hostname} is not at a public address`);
  const literal = unbracketed(url.hostname);
  if (isIP(literal) && !allowed(literal)) return Promise.reject(refused());

  const lookup: LookupFunction = (hostname, lookupOptions, callback) => {
    options.resolve(hostname).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every(({ address }) => allowed(address))) {
          callback(refused(), '', 0);
        } else if (lookupOptions.all) {
          callback(null, addresses);
        } else {
          callback(null, addresses[0]!.address, addresses[0]!.family);
        }
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        headers: options.headers,
        lookup,
        agent: false,
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => resolve(fetched(response)),
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
