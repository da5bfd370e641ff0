import {
  Archive,
  Building2,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Contact,
  Database,
  FileText,
  FolderOpen,
  Handshake,
  Hourglass,
  Images,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  Megaphone,
  MessageSquareText,
  Plus,
  RefreshCw,
  Store,
  Ticket,
  Trophy,
  Upload,
  UserPen,
  UserPlus,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { MenuIcon } from '../../lib/resources/area.ts';
import type { MenuGroup } from '../../lib/routing/menu-groups.ts';
import type { RouteDef } from '../../lib/routing/routes.ts';

/** One icon per sidebar group: what the collapsed strip shows. */
export const GROUP_ICONS: Record<MenuGroup, LucideIcon> = {
  Dashboard: LayoutDashboard,
  Accounts: Building2,
  Users: Users,
  Marketing: Megaphone,
  Communication: Contact,
  'Event Management': Trophy,
  'Your Data': Database,
  Administrative: ClipboardList,
  Support: LifeBuoy,
  Media: Images,
  'Task Board': ListChecks,
  Vendors: Store,
};

// Every icon an area's meta may name for a menu entry (lib/resources/area.ts MenuIcon): the type makes
// a missing one a compile error, and only these are bundled.
const ITEM_ICONS: Record<MenuIcon, LucideIcon> = {
  Archive,
  Building2,
  CalendarDays,
  ChartColumn,
  Contact,
  FileText,
  FolderOpen,
  Handshake,
  Hourglass,
  Images,
  KeyRound,
  LayoutDashboard,
  LifeBuoy,
  ListChecks,
  MessageSquareText,
  Plus,
  RefreshCw,
  Store,
  Ticket,
  Trophy,
  Upload,
  UserPen,
  UserPlus,
  Users,
};

/** A sidebar entry's icon, as its route names it. */
export const itemIcon = (route: RouteDef): LucideIcon => ITEM_ICONS[route.icon ?? 'FileText'];
