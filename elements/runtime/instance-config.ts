import { $consoleConfig, configureConsole, type InstanceConfig } from '../../lib/config/console-config.ts';
import { attributeName } from './attributes.ts';

const INSTANCE_KEYS: readonly (keyof InstanceConfig)[] = ['apiBase', 'siteToken', 'imageDomain', 'imagePath'];

/**
 * An element's own `api-base`, `site-token`, `image-domain` and `image-path` attributes. The page has one
 * API client, so an attribute fills in what configureConsole() left unset; settings made from script win,
 * since a host that calls configureConsole is the one that knows. Runs before the element first renders,
 * so its first request already goes to the right place.
 */
export function applyInstanceConfig(element: Element): void {
  const page = $consoleConfig.get();
  const missing = INSTANCE_KEYS.flatMap((key) => {
    const value = element.getAttribute(attributeName(key));
    return value && page[key] === undefined ? [[key, value] as const] : [];
  });
  if (missing.length > 0) configureConsole(Object.fromEntries(missing));
}
