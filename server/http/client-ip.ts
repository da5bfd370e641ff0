import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

/**
 * Who is calling: the one place the server reads a client address or the request's origin
 * (docs/security.md, "Throttles and the client IP"). A header is believed only when the peer that sent it
 * is one of TRUSTED_PROXIES; anyone else could write any X-Forwarded-For they like.
 */
export interface TrustedProxies {
  /** The parsed list, or undefined when no proxy is trusted (the socket's address is the client). */
  list: BlockList | undefined;
}

const family = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `::ffff:203.0.113.9` (an IPv4 peer on a dual-stack socket) is 203.0.113.9, so one client has one key. */
export function normalizeIp(address: string): string {
  const text = address.trim().replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  return (mapped?.[1] ?? text).toLowerCase();
}

/** TRUSTED_PROXIES: comma-separated addresses or CIDRs, IPv4 or IPv6 (`10.0.0.0/8, ::1, 2001:db8::/32`). */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return { list: undefined };
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits, extra] = entry.split('/');
    const ip = normalizeIp(address);
    const prefix = bits === undefined ? undefined : Number(bits);
    const max = isIP(ip) === 6 ? 128 : 32;
    if (
      !isIP(ip) ||
      extra !== undefined ||
      (prefix !== undefined && (!/^\d{1,3}$/.test(bits ?? '') || prefix > max))
    ) {
      throw new Error(`TRUSTED_PROXIES: '${entry}' is not an IP address or CIDR like 10.0.0.0/8`);
    }
    if (prefix === undefined) list.addAddress(ip, family(ip));
    else list.addSubnet(ip, prefix, family(ip));
  }
  return { list };
}

const isTrusted = (proxies: TrustedProxies, address: string): boolean =>
  !!proxies.list && isIP(address) !== 0 && proxies.list.check(address, family(address));

/**
 * The client of a request whose socket peer is `peer`: the peer itself, unless it is a trusted proxy; then
 * X-Forwarded-For is read from the right (the hop our proxy appended) past every trusted hop, and the first
 * address that is not a trusted proxy is the client. Entries left of it were written by the client and are
 * never believed.
 */
export function resolveClientIp(
  peer: string,
  forwardedFor: string | undefined,
  proxies: TrustedProxies,
): string {
  let client = normalizeIp(peer);
  if (!isTrusted(proxies, client) || !forwardedFor) return client || 'unknown';
  const hops = forwardedFor.split(',').map(normalizeIp).reverse();
  for (const hop of hops) {
    if (isIP(hop) === 0) break;
    client = hop;
    if (!isTrusted(proxies, hop)) break;
  }
  return client;
}

const socketAddress = (c: Context): string =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress ?? 'unknown';

/** Whether the socket peer is one of TRUSTED_PROXIES (whose headers are believed). */
export const peerIsTrusted = (c: Context, proxies: TrustedProxies): boolean =>
  isTrusted(proxies, normalizeIp(socketAddress(c)));

/** The calling client's IP address (what throttles count and last_ip records). */
export const clientIp = (c: Context, proxies: TrustedProxies): string =>
  resolveClientIp(socketAddress(c), c.req.header('x-forwarded-for'), proxies);

/**
 * The origin the browser sees, for URLs it will follow: PUBLIC_ORIGIN when set; else, behind a trusted
 * proxy, the X-Forwarded-Proto and -Host it passed on; else the request's own URL.
 */
export function publicOriginOf(
  c: Context,
  config: { publicOrigin: string | undefined; trustedProxies: TrustedProxies },
): string {
  if (config.publicOrigin) return config.publicOrigin;
  const own = new URL(c.req.url);
  if (!peerIsTrusted(c, config.trustedProxies)) return own.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim();
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim();
  const forwarded = `${proto === 'https' || proto === 'http' ? proto : own.protocol.slice(0, -1)}://${host || own.host}`;
  return URL.canParse(forwarded) ? new URL(forwarded).origin : own.origin;
}

/** The page that sent the request, when a browser did (its Origin header; proxies pass it unchanged). */
export const browserOrigin = (c: Context): string | undefined => c.req.header('origin');
