import { definitionFile, definitionIn } from './definition-file.ts';
import { AREAS } from './areas.ts';
import type { Resource } from './define.ts';

const definitionOf = async (name: string): Promise<Resource> =>
  definitionIn(name, (await import(`./${definitionFile(name)}.ts`)) as Record<string, unknown>);

/** Every area's definition, in the order of AREAS (the sidebar's); the server and the docs read these. */
export const DEFINITIONS: readonly Resource[] = await Promise.all(
  AREAS.map((area) => definitionOf(area.name)),
);

/**
 * Every resource served by the generic resource module (the areas without a protocol module of their
 * own), in the order docs/protocol.md shows them. Browser code imports single definitions (lazily,
 * lib/resource-views/loaders.ts), never this list.
 */
export const RESOURCES: Resource[] = DEFINITIONS.filter((resource) => !resource.ownModule);
