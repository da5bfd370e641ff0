import { hasAccess } from '../protocol/access.ts';
import { MENU_GROUPS, type MenuGroup } from './menu-groups.ts';
import type { RouteDef } from './routes.ts';

export interface MenuSection {
  group: MenuGroup;
  items: RouteDef[];
}

/** docs/behaviour.md#states and docs/behaviour.md#levels: a route is shown only when the user's access, 0 when unknown, reaches its level. */
export const canSee = (route: RouteDef, access: number | null | undefined): boolean =>
  hasAccess(access ?? undefined, route.level);

/** The sidebar: non-route-only entries the user may see, by group in docs/behaviour.md order, empty groups left out. */
export function sidebarMenu(routes: readonly RouteDef[], access: number | null | undefined): MenuSection[] {
  return MENU_GROUPS.map((group) => ({
    group,
    items: routes.filter((r) => r.group === group && !r.routeOnly && canSee(r, access)),
  })).filter((section) => section.items.length > 0);
}

/** The user menu's entries ('Account Profile', level 3) the user may see. */
export const userMenu = (routes: readonly RouteDef[], access: number | null | undefined): RouteDef[] =>
  routes.filter((r) => r.userMenu && canSee(r, access));
