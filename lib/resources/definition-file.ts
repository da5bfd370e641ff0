import type { Resource } from './define.ts';
import { isDefinition } from './made-definitions.ts';

/** The file of an area's definition, in lib/resources/, without its `.ts`: api_key -> api-key. */
export const definitionFile = (name: string): string => name.replaceAll('_', '-');

/**
 * The definition an area's module exports, found by the area's name. A bundled chunk may also export the
 * area's meta, which has the same name, and schemas, which a read of a property would build
 * (lib/protocol/lazy-schema.ts): the definition is the one defineResource made.
 */
export function definitionIn(name: string, module: Record<string, unknown>): Resource {
  const found = Object.values(module).find(
    (value): value is Resource => isDefinition(value) && value.name === name,
  );
  if (!found)
    throw new Error(`lib/resources/${definitionFile(name)}.ts exports no definition named "${name}"`);
  return found;
}
