import { z } from './z.ts';
import { name } from './fields.ts';
import { said } from './issue-texts.ts';

const asUrlHost = (host: string): string | undefined =>
  URL.canParse(`http://${host}/`) ? new URL(`http://${host}/`).hostname : undefined;

/**
 * Whether a domain as typed is an IP address in any notation a URL takes: dotted, short (`127.1`), one
 * number (`2130706433`), octal or hex parts (`0x7f.0.0.1`), IPv6 with or without brackets. A URL parser
 * reads a host whose last label is a number as IPv4, so such a host is an address, never a name.
 */
export function isIpLiteral(domain: string): boolean {
  const host = domain.trim().replace(/\.$/, '');
  if (URL.canParse(`http://[${host.replace(/^\[(.*)\]$/, '$1')}]/`)) return true;
  const last = (asUrlHost(host) ?? host.toLowerCase()).split('.').pop() ?? '';
  return /^(\d+|0x[0-9a-f]*)$/.test(last);
}

export const IP_DOMAIN = 'Enter the site’s name, like www.example.com: an IP address is no domain';

/** An account's domain: a name, never an IP address (docs/security.md, "Domains"). */
export const domainName = name.check(z.refine((domain) => !isIpLiteral(domain), { error: said(IP_DOMAIN) }));
