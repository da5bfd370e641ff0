import type { ComponentType } from 'react';
import { preloadPanelCode } from '../elements/resource-panel/preload.ts';
import { rememberLoad, type RememberedLoad } from '../elements/runtime/lazy-loaded.tsx';
import type { RouteParams } from '../lib/routing/match.ts';
import { ROUTES } from '../lib/routing/routes.ts';
import { lazyScreen } from './lazy-screen.ts';
import { RESOURCE_ROUTES } from './resource-screens.ts';

export interface ScreenProps {
  params: RouteParams;
  /** The route's path pattern (`/contact/edit/:contact_id`). */
  path: string;
}

/**
 * The screen behind each path of lib/routing ROUTES (the one list of what exists). A path of ROUTES
 * without an entry here shows the not-found screen until its screen lands.
 */
const loadResourceScreen = rememberLoad(() => import('./screens/resource-screen.tsx'));
const ResourceScreen = lazyScreen(loadResourceScreen);

// Any other path: the resource screen, which finds the path's area in RESOURCE_ROUTES or says not found.
// The table is in the entry, small, so that the route's area can be preloaded before that screen's code.
// One component for them all: moving between an area's routes (its list, a record's form) keeps its panel,
// which remembers the list state the form was opened from.
const resourceScreens = Object.fromEntries(ROUTES.map(({ path }) => [path, ResourceScreen]));

const OWN_SCREENS: Record<string, RememberedLoad<{ default: ComponentType<ScreenProps> }>> = {
  '/dashboard': rememberLoad(() => import('./screens/dashboard.tsx')),
  '/profile': rememberLoad(() => import('./screens/profile.tsx')),
};

export const SCREENS: Record<string, ComponentType<ScreenProps>> = {
  ...resourceScreens,
  ...Object.fromEntries(Object.entries(OWN_SCREENS).map(([path, load]) => [path, lazyScreen(load)])),
};

/**
 * Starts loading what the screen of route `path` waits for (its code and, for an area, the definition and
 * the view) as soon as the address is known, before anything renders: one parallel wave instead of one
 * chunk after another as each screen renders the next. The list's first page was asked for by the page
 * itself, before any code (docs/embedding.md, how a screen gets to its first rows quickly). Failures are
 * left to the screen, which loads the same modules and reports what broke. The promise settles once the
 * screen's code is in (never rejects).
 */
export function preloadScreen(path: string): Promise<unknown> {
  const area = Object.hasOwn(RESOURCE_ROUTES, path) ? RESOURCE_ROUTES[path] : undefined;
  // The area's definition first (see preloadPanelCode), then the screen's code.
  if (area) preloadPanelCode(area.resource, area.view).catch(() => undefined);
  const load = area ? loadResourceScreen : Object.hasOwn(OWN_SCREENS, path) ? OWN_SCREENS[path] : undefined;
  return load ? load().catch(() => undefined) : Promise.resolve();
}

export const NotFoundScreen = lazyScreen(rememberLoad(() => import('./screens/not-found.tsx')));

export const NoAccessScreen = lazyScreen(rememberLoad(() => import('./screens/no-access.tsx')));
