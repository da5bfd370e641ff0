import { AREAS } from '../lib/resources/areas.ts';

/** A screen that is a resource panel: the area, the view and where the record and parent ids come from. */
export interface ResourceRoute {
  resource: string;
  view: string;
  /** The route param that names the record (edit views). */
  param?: string;
  /** The query parameter naming the record the list is narrowed to (/rodeo/contestants?rodeo=12). */
  parentQuery?: string;
}

const paramOf = (path: string): string | undefined => /\/:(\w+)/.exec(path)?.[1];

/**
 * The routes that are a view of one area (`<resource-panel resource view>`), from each area's screens
 * (lib/resources/areas.ts), which the entry carries already for ROUTES: the route's area is known, and
 * preloaded, before the resource screen's code. The first list route of each resource is where a create
 * or edit screen returns.
 */
export const RESOURCE_ROUTES: Record<string, ResourceRoute> = Object.fromEntries(
  AREAS.flatMap((area) =>
    Object.entries(area.screens).map(([view, [path]]) => {
      const param = paramOf(path);
      const { parentQuery } = area;
      return [
        path,
        { resource: area.name, view, ...(param ? { param } : {}), ...(parentQuery ? { parentQuery } : {}) },
      ];
    }),
  ),
);

/** Where a resource's list lives, for a create or edit screen to return to. */
export const listPathOf = (resource: string): string | undefined =>
  Object.entries(RESOURCE_ROUTES).find(
    ([, route]) => route.resource === resource && route.view === 'list',
  )?.[0];
