import { $consoleConfig } from '../config/console-config.ts';
import { DEFAULT_IMAGE_PATH } from './renditions.ts';

/**
 * Where the console's own image-delivery elements find renditions: the configured image domain and path,
 * else the API's origin, whose server makes them (server/media/routes.ts).
 */
export function consoleImageSource(): { domain: string; path: string } {
  const { imageDomain, imagePath, apiBase } = $consoleConfig.get();
  return {
    domain: imageDomain ?? new URL(apiBase || '/', globalThis.location?.href).origin,
    path: imagePath ?? DEFAULT_IMAGE_PATH,
  };
}
