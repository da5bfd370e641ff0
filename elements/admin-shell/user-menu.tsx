import { useStore } from '@nanostores/react';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { $userMenuOpen, $activeSubmenu } from '../../lib/prefs/ui-prefs.ts';
import { userMenu } from '../../lib/routing/menu.ts';
import { ROUTES } from '../../lib/routing/routes.ts';
import type { Session } from '../../lib/session/session.ts';
import { titleIn } from '../../lib/i18n/area-words.ts';
import { useTexts } from '../runtime/locale.tsx';
import { useAreaWords } from '../ui/use-area-words.ts';
import { Icon } from '../ui/icon.tsx';
import { shellTexts } from './texts.ts';
import { NavLink } from './nav-link.tsx';
import * as styles from './top-bar.css.ts';

const initials = (first = '', last = '') => `${first.charAt(0)}${last.charAt(0)}`.toUpperCase() || '?';

/**
 * The user menu: the user's name, 'Account Profile' (level 3) and Logout. Arrow keys move between its
 * items, Escape closes it and returns focus to its button; its open state survives reloads (docs/behaviour.md#states).
 */
export function UserMenu({ session, pathname }: { session: Session; pathname: string }) {
  const open = useStore($userMenuOpen);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const info = session.userInfo ?? {};
  const t = useTexts(shellTexts);
  const words = useAreaWords() ?? null;
  const name = [info.first_name, info.last_name].filter(Boolean).join(' ') || info.email || t.signedIn;

  const setOpen = (next: boolean) => {
    $userMenuOpen.set(next);
    // Submenus and the user menu do not stay open together (docs/behaviour.md#screens).
    if (next) $activeSubmenu.set(null);
  };

  // A click anywhere else closes the menu, as menus do.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      const path = event.composedPath();
      if (!path.includes(buttonRef.current!) && !path.includes(menuRef.current!)) $userMenuOpen.set(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const items = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('a, button') ?? [])];
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(event.target as HTMLElement);
    if (event.key === 'Escape') {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    }
  };

  return (
    <div className={styles.menuWrap} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        part="user-menu-button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && open) {
            event.preventDefault();
            items()[0]?.focus();
          }
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          {initials(info.first_name, info.last_name)}
        </span>
        <span className={styles.userName}>{name}</span>
        <Icon icon={ChevronDown} />
      </button>
      {open && (
        <ul ref={menuRef} id={menuId} className={styles.menu} part="user-menu" aria-label={t.userMenu}>
          <li className={styles.menuHead}>
            <strong>{name}</strong>
            <br />
            <small>{info.email}</small>
          </li>
          {userMenu(ROUTES, session.access).map((route) => (
            <li key={route.path}>
              <NavLink
                path={route.path}
                current={pathname === route.path}
                icon={UserRound}
                className={styles.menuItem}
                onNavigate={() => setOpen(false)}
              >
                {titleIn(words, route.path, route.label)}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={styles.menuItem}
              onClick={() => {
                setOpen(false);
                // Loaded on use, like every API call of the shell, to keep the client out of its first load.
                void import('../../lib/session/auth.ts').then((auth) => auth.logout());
              }}
            >
              <Icon icon={LogOut} />
              {t.logout}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
