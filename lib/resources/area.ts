import type { MenuGroup } from '../routing/menu-groups.ts';

/** The sidebar icons an area's menu entries may name; elements/admin-shell/menu-icons.ts draws each. */
export type MenuIcon =
  | 'Archive'
  | 'Building2'
  | 'CalendarDays'
  | 'ChartColumn'
  | 'Contact'
  | 'FileText'
  | 'FolderOpen'
  | 'Handshake'
  | 'Hourglass'
  | 'Images'
  | 'KeyRound'
  | 'LayoutDashboard'
  | 'LifeBuoy'
  | 'ListChecks'
  | 'MessageSquareText'
  | 'Plus'
  | 'RefreshCw'
  | 'Store'
  | 'Ticket'
  | 'Trophy'
  | 'Upload'
  | 'UserPen'
  | 'UserPlus'
  | 'Users';

/** A panel view a route can show: the built-in ones or a named form of the definition ('register'). */
export type AreaView = 'list' | 'create' | 'edit' | 'bulk-upload' | 'sync' | 'dashboard' | (string & {});

/**
 * One screen of an area: its path (an edit path names its record's id param, `/image/edit/:image_id`),
 * its name (sidebar, page title, breadcrumb) and, for a screen listed in the sidebar, its icon; a screen
 * without one is reached by URL or from another screen only. A tuple, since every screen of every area
 * loads with the sign-in page.
 */
export type AreaScreen = readonly [path: string, title: string, menu?: MenuIcon];

/**
 * What the console must know of an area before its definition loads: its name, its level and its
 * screens. The shell's routes and sidebar read it eagerly; the definition (lib/resources/<area>.ts, loaded
 * when a panel shows the area) reads the same object, so each fact is written once (docs/architecture.md).
 */
export interface AreaMeta {
  /** The protocol module; table `<name>s`, id column `<name>_id`, definition file `<name with dashes>.ts`. */
  name: string;
  /** The level of every command and of every screen of the area (docs/behaviour.md, levels). */
  access: number;
  /** The sidebar group its menu entries sit in. */
  group: MenuGroup;
  /** The screens by the panel view they show, in sidebar order. */
  screens: { [view: string]: AreaScreen };
  /** The query parameter naming the record the list is narrowed to (/rodeo/contestants?rodeo=12). */
  parentQuery?: string;
}
