import { roleName } from '../protocol/access.ts';
import { canSee } from './menu.ts';
import type { RouteDef } from './routes.ts';

/**
 * Whether the user's level keeps them off a route they opened by address (docs/behaviour.md#levels): the
 * profile page, whose level is only its user-menu entry's, is open to every signed-in user.
 */
export const refusedRoute = (route: RouteDef | undefined, access: number): boolean =>
  route !== undefined && !route.userMenu && !canSee(route, access);

/** A level in words, as docs/behaviour.md#levels names it, with its number: 'the super admin level (9)'. */
export const levelInWords = (level: number): string =>
  `the ${roleName(level).toLowerCase()} level (${level})`;

/** What the no-access screen says of a route the user's level does not reach. */
export const noAccessText = (route: RouteDef, access: number): string =>
  `${route.label} needs ${levelInWords(route.level)}; you are signed in at ${levelInWords(access)}. ` +
  'If you need it, ask an admin of your account to raise your level.';
