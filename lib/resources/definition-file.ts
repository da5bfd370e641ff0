import type { Resource } from './define.ts';

/** The file of an area's definition, in lib/resources/, without its `.ts`: api_key -> api-key. */
export const definitionFile = (name: string): string => name.replaceAll('_', '-');

/**
 * The definition an area's module exports, found by the area's name. A bundled chunk may also export the
 * area's meta, which has the same name: the definition is the one with commands.
 */
export function definitionIn(name: string, module: Record<string, unknown>): Resource {
  const found = Object.values(module).find(
    (value): value is Resource =>
      (value as Partial<Resource> | null)?.name === name && typeof (value as Resource).commands === 'object',
  );
  if (!found)
    throw new Error(`lib/resources/${definitionFile(name)}.ts exports no definition named "${name}"`);
  return found;
}
