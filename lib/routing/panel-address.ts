import type { AreaMeta } from '../resources/area.ts';
import { AREAS } from '../resources/areas.ts';

/** A view of a resource panel as its `view-change` event reports it (docs/embedding.md). */
export interface PanelAddress {
  resource: string;
  view: string;
  /** The record an edit (or report) view shows. */
  id?: number;
  /** The record of the area's `listBy` ref the view is narrowed to (a rodeo's id, for contestants). */
  parent?: number;
  /** A list's state as query parameters (lib/list/list-address.ts). */
  listState?: string;
}

const areaOf = (resource: string, areas: readonly AreaMeta[]): AreaMeta | undefined =>
  areas.find((area) => area.name === resource);

/**
 * The console address of a panel view (docs/behaviour.md#addresses): the path of the area's screen for
 * that view with the record's id in its `:param`, the parent in the area's query parameter and a list's
 * state after it. Undefined for a view no screen shows (it stays an in-panel view, as embedded).
 */
export function panelPath(target: PanelAddress, areas: readonly AreaMeta[] = AREAS): string | undefined {
  const area = areaOf(target.resource, areas);
  const screen = area && Object.hasOwn(area.screens, target.view) ? area.screens[target.view] : undefined;
  if (!area || !screen) return undefined;
  const [pattern] = screen;
  const needsId = /\/:\w+/.test(pattern);
  if (needsId !== (target.id !== undefined)) return undefined;
  const path = pattern.replace(/:\w+/, () => String(target.id));
  const params = new URLSearchParams(target.listState ?? '');
  if (area.parentQuery && target.parent !== undefined) params.set(area.parentQuery, String(target.parent));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
