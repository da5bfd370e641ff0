import { definitionIn } from '../resources/definition-file.ts';
import type { Resource } from '../resources/define.ts';

// Each area's definition is lib/resources/<name with dashes>.ts (lib/resources/area.ts); the files there
// that are not definitions are left out so that they never become chunks of their own.
const DEFINITIONS = import.meta.glob<Record<string, unknown>>([
  '../resources/*.ts',
  '!../resources/*.area.ts',
  '!../resources/{area,areas,bulk,command-of,commands,define,definition-file,field,labels.*,localize,made-definitions,messages,record-name,record-types,registry,schemas,slug,spec,totals}.ts',
]);

/**
 * Each resource's definition as a chunk of its own, loaded when a panel first shows it: a page that embeds
 * contacts never downloads the article definitions. The server reads lib/resources/registry.ts instead.
 */
export const RESOURCE_LOADERS: Record<string, () => Promise<Resource>> = Object.fromEntries(
  Object.entries(DEFINITIONS).map(([path, load]) => {
    const name = path.replace(/^.*\//, '').replace(/\.ts$/, '').replaceAll('-', '_');
    return [name, () => load().then((module) => definitionIn(name, module))];
  }),
);

export const loadResource = (name: string): Promise<Resource> => {
  const load = Object.hasOwn(RESOURCE_LOADERS, name) ? RESOURCE_LOADERS[name] : undefined;
  return load ? load() : Promise.reject(new Error(`There is no console area named "${name}"`));
};
