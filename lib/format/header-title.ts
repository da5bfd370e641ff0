/** Shown when the address is not an account's own sub-domain; a host may pass its own network name. */
export const DEFAULT_NETWORK_NAME = 'Network Administration';

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * docs/behaviour.md#what-the-console-does: an account's console lives on a sub-domain of a multi-part host (rodeo.example.com), and its
 * header reads '{account name} Administration'. A bare domain, localhost, an IP address, or no known account
 * name shows the network's name instead.
 */
export function headerTitle(
  hostname: string,
  accountName: string | null | undefined,
  networkName: string = DEFAULT_NETWORK_NAME,
  administration: (words: { account: string }) => string = ({ account }) => `${account} Administration`,
): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const isSubdomain = !IPV4.test(host) && !host.includes(':') && host.split('.').length > 2;
  const name = accountName?.trim();
  return isSubdomain && name ? administration({ account: name }) : networkName;
}
