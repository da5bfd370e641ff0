import { ACCESS } from '../protocol/access.ts';
import type { AreaMeta, MenuIcon } from '../resources/area.ts';
import { AREAS } from '../resources/areas.ts';

import type { MenuGroup } from './menu-groups.ts';

export interface RouteDef {
  path: string;
  label: string;
  /** The sidebar group; route-only screens keep the group of the area they belong to. */
  group: MenuGroup | null;
  /** Minimum access level for the entry to be shown (docs/behaviour.md, levels): its area's. */
  level: number;
  /** Reachable by URL or from a screen, never listed in the sidebar. */
  routeOnly: boolean;
  /** Listed in the user menu rather than the sidebar. */
  userMenu: boolean;
  /** The sidebar entry's icon. */
  icon?: MenuIcon;
}

const route = (
  path: string,
  label: string,
  group: MenuGroup | null,
  level: number,
  icon?: MenuIcon,
  userMenu = false,
): RouteDef => ({ path, label, group, level, routeOnly: !icon, userMenu, icon });

const areaRoutes = (area: AreaMeta): RouteDef[] =>
  Object.values(area.screens).map(([path, title, menu]) => route(path, title, area.group, area.access, menu));

// Every screen, written once: the sidebar, the user menu, the host's router and the redirect rules all
// read this. The shell's own screens are here; each area's come from its meta (lib/resources/areas.ts).
export const ROUTES: readonly RouteDef[] = [
  route('/', 'Sign In', null, ACCESS.any),
  // The profile page itself is open to any signed-in user; level 3 is the user-menu entry's.
  route('/profile', 'Account Profile', null, ACCESS.user, undefined, true),
  route('/dashboard', 'Dashboard', 'Dashboard', ACCESS.signedIn, 'LayoutDashboard'),
  ...AREAS.flatMap(areaRoutes),
  // The gate (docs/tickets.md): reached by its address on a staff phone, not from the sidebar.
  route('/rodeo/checkin/:rodeo_id', 'Gate Check-in', 'Event Management', ACCESS.user),
];
