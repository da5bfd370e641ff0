import { atom } from 'nanostores';

/**
 * Page-wide settings for every element of the kit, for hosts (a CMS page, say) that inject them from
 * script. A user token is only ever handed over through `getToken`, never through markup.
 */
export interface ConsoleConfig {
  /**
   * Where the API is served: the kit calls `{apiBase}/api?module=..&command=..`. Empty (the default) means
   * the page's own origin; `https://console.example.com` another one.
   */
  apiBase?: string;
  /** The site token for the login and registration calls. */
  siteToken?: string;
  /** Supplies the user's token when the host keeps it (a CMS session) instead of the kit's session. */
  getToken?: () => string | undefined | Promise<string | undefined>;
  /**
   * Fetches an embed client secret from the embedding site's own server (which made it with an API key,
   * docs/embedding.md). A panel with no session claims one instead of showing the sign-in form, and claims
   * a new one when that session ends.
   */
  fetchEmbedSecret?: () => Promise<string>;
  imageDomain?: string;
  imagePath?: string;
}

/** What an element may take from its own attributes (`api-base`, `site-token`, ...). */
export type InstanceConfig = Pick<ConsoleConfig, 'apiBase' | 'siteToken' | 'imageDomain' | 'imagePath'>;

const expectedTypes: Record<keyof ConsoleConfig, 'string' | 'function'> = {
  apiBase: 'string',
  siteToken: 'string',
  getToken: 'function',
  fetchEmbedSecret: 'function',
  imageDomain: 'string',
  imagePath: 'string',
};

export const $consoleConfig = atom<Readonly<ConsoleConfig>>({});

/**
 * Merges settings into the page-wide configuration; a key given as undefined is unset again. Hosts call
 * this from plain JavaScript, so a wrong type or an unknown key throws at once rather than failing later
 * inside some request.
 */
export function configureConsole(options: ConsoleConfig): void {
  const next: Record<string, unknown> = { ...$consoleConfig.get() };
  for (const [key, value] of Object.entries(options ?? {})) {
    const expected = expectedTypes[key as keyof ConsoleConfig];
    if (!expected) throw new TypeError(`configureConsole: unknown option "${key}"`);
    if (value === undefined) delete next[key];
    else if (typeof value !== expected)
      throw new TypeError(`configureConsole: "${key}" must be a ${expected}`);
    else next[key] = value;
  }
  $consoleConfig.set(next as ConsoleConfig);
}

/** An element's effective settings: its own non-empty attribute values win over the page-wide ones. */
export function resolveConfig(
  instance: Partial<Record<keyof InstanceConfig, string | null | undefined>>,
  page: Readonly<ConsoleConfig> = $consoleConfig.get(),
): ConsoleConfig {
  const resolved: ConsoleConfig = { ...page };
  for (const [key, value] of Object.entries(instance)) {
    if (value) resolved[key as keyof InstanceConfig] = value;
  }
  return resolved;
}
