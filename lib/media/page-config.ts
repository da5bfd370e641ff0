/**
 * Page-wide image settings without the kit's runtime: configureConsole() writes them here and
 * image-delivery, which public pages load without React or the stores, reads them. The registry sits on a
 * Symbol.for() key, so it is one per page even when two builds of the kit are loaded.
 */
export interface PageImageConfig {
  imageDomain?: string;
  imagePath?: string;
}

interface Registry {
  config: PageImageConfig;
  listeners: Set<() => void>;
}

const KEY = Symbol.for('console-kit.page-image-config');

function registry(): Registry {
  const scope = globalThis as { [KEY]?: Registry };
  return (scope[KEY] ??= { config: {}, listeners: new Set() });
}

export const readPageImageConfig = (): Readonly<PageImageConfig> => registry().config;

export function writePageImageConfig(config: PageImageConfig): void {
  const current = registry();
  if (current.config.imageDomain === config.imageDomain && current.config.imagePath === config.imagePath)
    return;
  current.config = { imageDomain: config.imageDomain, imagePath: config.imagePath };
  for (const listener of current.listeners) listener();
}

/** Calls `listener` after every change; returns the unsubscribe function. */
export function onPageImageConfig(listener: () => void): () => void {
  const { listeners } = registry();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
