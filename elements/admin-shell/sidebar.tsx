import { useStore } from '@nanostores/react';
import { ChevronRight, PanelLeft } from 'lucide-react';
import { useId, useMemo } from 'react';
import { sidebarMenu, type MenuSection } from '../../lib/routing/menu.ts';
import { matchRoute } from '../../lib/routing/match.ts';
import { ROUTES, type RouteDef } from '../../lib/routing/routes.ts';
import { $activeSubmenu, $sidebarExpanded, toggleSubmenu } from '../../lib/prefs/ui-prefs.ts';
import { groupIn, titleIn, type AreaWords } from '../../lib/i18n/area-words.ts';
import { useTexts } from '../runtime/locale.tsx';
import { useAreaWords } from '../ui/use-area-words.ts';
import { Icon } from '../ui/icon.tsx';
import { shellTexts } from './texts.ts';
import { GROUP_ICONS, itemIcon } from './menu-icons.ts';
import { NavLink } from './nav-link.tsx';
import * as styles from './sidebar.css.ts';

export interface SidebarProps {
  access: number;
  pathname: string;
  /** In the mobile drawer the strip never collapses and a link also closes the drawer. */
  drawer: boolean;
  onNavigate: (path: string) => void;
}

function Group({
  section,
  props,
  collapsed,
  currentGroup,
  words,
}: {
  section: MenuSection;
  props: SidebarProps;
  collapsed: boolean;
  /** The group of the route pattern the address matched, so a route-only screen still marks its group. */
  currentGroup: string | null;
  /** The areas' words in the menu's language (lib/i18n/area-words.ts). */
  words: AreaWords;
}) {
  const activeSubmenu = useStore($activeSubmenu);
  const submenuId = useId();
  const { group, items } = section;
  const GroupIcon = GROUP_ICONS[group];
  const name = groupIn(words, group);
  const labelOf = (item: MenuSection['items'][number]) => titleIn(words, item.path, item.label);
  // A group of one entry (Dashboard, Task Board, Vendors) is that entry: no submenu to open.
  if (items.length === 1) {
    const [item] = items as [MenuSection['items'][number]];
    return (
      <li>
        <NavLink
          path={item.path}
          current={props.pathname === item.path}
          icon={GroupIcon}
          className={styles.link}
          title={collapsed ? labelOf(item) : undefined}
          onNavigate={props.onNavigate}
        >
          <span className={styles.label}>{labelOf(item)}</span>
        </NavLink>
      </li>
    );
  }
  const open = activeSubmenu === group && !collapsed;
  const openGroup = () => {
    // From the icon strip a group opens the sidebar with its submenu, which is what the user reached for.
    if (collapsed) {
      $sidebarExpanded.set(true);
      if (activeSubmenu !== group) toggleSubmenu(group);
    } else {
      toggleSubmenu(group);
    }
  };
  return (
    <li>
      <button
        type="button"
        className={styles.groupButton}
        aria-expanded={open}
        aria-controls={open ? submenuId : undefined}
        data-contains-current={currentGroup === group}
        title={collapsed ? name : undefined}
        aria-label={collapsed ? name : undefined}
        onClick={openGroup}
      >
        <Icon icon={GroupIcon} />
        <span className={styles.label}>{name}</span>
        <span className={styles.chevron}>
          <Icon icon={ChevronRight} />
        </span>
      </button>
      {open && (
        <ul id={submenuId} className={styles.list}>
          {items.map((item) => (
            <li key={item.path}>
              <NavLink
                path={item.path}
                current={props.pathname === item.path}
                icon={itemIcon(item)}
                className={styles.subLink}
                onNavigate={props.onNavigate}
              >
                <span className={styles.label}>{labelOf(item)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const NO_ROUTE: Pick<RouteDef, 'path' | 'group'> = { path: '', group: null };

/** docs/behaviour.md#screens's sidebar: the groups the user may see, submenus, the icon strip, and the status bar below. */
export function Sidebar(props: SidebarProps) {
  const expanded = useStore($sidebarExpanded);
  const t = useTexts(shellTexts);
  const words = useAreaWords() ?? null;
  const collapsed = !expanded && !props.drawer;
  const sections = sidebarMenu(ROUTES, props.access);
  const currentGroup = useMemo(
    () => matchRoute(ROUTES, props.pathname, NO_ROUTE).route.group,
    [props.pathname],
  );
  return (
    <div className={styles.sidebar} data-collapsed={collapsed} part="sidebar">
      <nav className={styles.nav} aria-label={t.mainMenu}>
        <ul className={styles.list}>
          {sections.map((section) => (
            <Group
              key={section.group}
              section={section}
              props={props}
              collapsed={collapsed}
              currentGroup={currentGroup}
              words={words}
            />
          ))}
        </ul>
      </nav>
      <div className={styles.foot}>
        {!collapsed && <task-status-bar className={styles.statusBar} />}
        {!props.drawer && (
          <button
            type="button"
            className={styles.collapseButton}
            aria-expanded={expanded}
            aria-label={expanded ? t.collapseMenu : t.expandMenu}
            title={expanded ? t.collapseMenu : t.expandMenu}
            onClick={() => $sidebarExpanded.set(!expanded)}
          >
            <Icon icon={PanelLeft} />
            {expanded && <span className={styles.label}>{t.collapse}</span>}
          </button>
        )}
      </div>
    </div>
  );
}
