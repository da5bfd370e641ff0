import type { ComponentType } from 'react';
import { preloadPanel, preloadPanelCode } from '../elements/resource-panel/navigation/preload.ts';
import { rememberLoad, type RememberedLoad } from '../elements/runtime/lazy-loaded.tsx';
import { earlyAnswersIn } from '../lib/api/early-response.ts';
import { listStateOf } from '../lib/list/list-params.ts';
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

interface OwnScreen {
  default: ComponentType<ScreenProps>;
  /**
   * Asks for the screen's first data at once (the dashboard's), when it is the page's first screen;
   * resolves once it is in.
   */
  preloadData?: () => Promise<unknown>;
}

const OWN_SCREENS: Record<string, RememberedLoad<OwnScreen>> = {
  '/dashboard': rememberLoad(() => import('./screens/dashboard.tsx')),
  '/profile': rememberLoad(() => import('./screens/profile.tsx')),
  '/rodeo/checkin/:rodeo_id': rememberLoad(() => import('./screens/gate.tsx')),
};

export const SCREENS: Record<string, ComponentType<ScreenProps>> = {
  ...resourceScreens,
  ...Object.fromEntries(Object.entries(OWN_SCREENS).map(([path, load]) => [path, lazyScreen(load)])),
};

/** What the first screen's data is asked with: the address's query (a list's page, sort and filters). */
export interface ScreenData {
  search: string;
}

/**
 * Starts loading what the screen of route `path` waits for (its code and, for an area, the definition and
 * the view) as soon as the address is known, before anything renders: one parallel wave instead of one
 * chunk after another as each screen renders the next. With `data`, its first data too: a list's first page
 * (which the page itself asked for before any code, docs/embedding.md, how a screen gets to its first rows
 * quickly: this takes that answer, so the list renders its rows at once) or a screen's own data (the
 * dashboard's) once its code is in. Failures are left to the screen, which loads the same modules and
 * reports what broke. The promise settles once the screen's code is in, and its data too when that was
 * answered before the code ran (never rejects).
 */
export function preloadScreen(path: string, data?: ScreenData): Promise<unknown> {
  const area = Object.hasOwn(RESOURCE_ROUTES, path) ? RESOURCE_ROUTES[path] : undefined;
  if (area) {
    const { resource, view, parentQuery } = area;
    if (data) {
      const narrowed = !!parentQuery && new URLSearchParams(data.search).has(parentQuery);
      preloadPanel(resource, view, narrowed, listStateOf(data.search));
    } else preloadPanelCode(resource, view).catch(() => undefined);
    return loadResourceScreen().catch(() => undefined);
  }
  const own = Object.hasOwn(OWN_SCREENS, path) ? OWN_SCREENS[path] : undefined;
  return own
    ? own()
        .then((module) => {
          const loaded = data && module.preloadData?.();
          // Answered already (the page asked before any code): reading the answers is all that is left, so
          // the screen's first render waits for them and shows them, instead of a loading state first.
          return earlyAnswersIn() ? loaded : undefined;
        })
        .catch(() => undefined)
    : Promise.resolve();
}

export const NotFoundScreen = lazyScreen(rememberLoad(() => import('./screens/not-found.tsx')));

export const NoAccessScreen = lazyScreen(rememberLoad(() => import('./screens/no-access.tsx')));
