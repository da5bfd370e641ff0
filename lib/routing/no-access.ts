import { roleName } from '../protocol/access.ts';
import { canSee } from './menu.ts';
import type { RouteDef } from './routes.ts';

/**
 * Whether the user's level keeps them off a route they opened by address (docs/behaviour.md#levels): the
 * profile page, whose level is only its user-menu entry's, is open to every signed-in user.
 */
export const refusedRoute = (route: RouteDef | undefined, access: number): boolean =>
  route !== undefined && !route.userMenu && !canSee(route, access);

/** The words the no-access screen is written with, in its language (host-app/screens/no-access-texts.ts). */
export interface NoAccessWords {
  needs: (words: { screen: string; needed: string; yours: string }) => string;
  level: (words: { role: string; level: number }) => string;
  /** The roles' names by their English (lib/format/role-texts.ts). */
  roles: Readonly<Record<string, unknown>>;
}

/** A level in words, as docs/behaviour.md#levels names it, with its number: 'the super admin level (9)'. */
const levelInWords = (level: number, t: NoAccessWords): string =>
  t.level({ role: roleName(level, t.roles).toLowerCase(), level });

/** What the no-access screen says of a route (`screen`, its title in the user's words) their level does not reach. */
export const noAccessText = (route: RouteDef, screen: string, access: number, t: NoAccessWords): string =>
  t.needs({ screen, needed: levelInWords(route.level, t), yours: levelInWords(access, t) });
