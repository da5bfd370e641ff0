import { BlockList, isIP } from 'node:net';

// Every range that is not a public unicast address (IANA's special-purpose registries): loopback, private,
// link-local (the cloud metadata service), unique-local, shared, multicast, documentation, reserved, and
// the IPv6 forms that carry an IPv4 address inside (NAT64, 6to4, Teredo, IPv4-compatible). BlockList
// also checks an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 ranges.
const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const PRIVATE_V6: [string, number][] = [
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
];

const notPublic = new BlockList();
for (const [network, prefix] of PRIVATE_V4) notPublic.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of PRIVATE_V6) notPublic.addSubnet(network, prefix, 'ipv6');

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const family = (address: string): 'ipv4' | 'ipv6' | undefined =>
  (({ 4: 'ipv4', 6: 'ipv6' }) as const)[isIP(address) as 4 | 6];

/** Whether an IP address (v4 or v6, any canonical form) is a public unicast one: the only kind we call out to. */
export function isPublicAddress(address: string): boolean {
  const kind = family(address);
  return kind !== undefined && !notPublic.check(address, kind);
}

/** Whether an IP address is this machine's loopback (127/8, ::1, or ::ffff:127.x). */
export function isLoopbackAddress(address: string): boolean {
  const kind = family(address);
  return kind !== undefined && loopback.check(address, kind);
}

/** A URL's hostname as an address: `[::1]` is `::1`; a name stays a name. */
export const unbracketed = (hostname: string): string => hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * Whether a URL's hostname (as `new URL()` gives it, IPv4 in any notation already made dotted decimal) is
 * this machine by its letter: `localhost` or a loopback address. Such a host is a test switch or a local
 * service the operator wrote, never something a tenant chose.
 */
export const isLoopbackHost = (hostname: string): boolean =>
  hostname.toLowerCase() === 'localhost' || isLoopbackAddress(unbracketed(hostname));
