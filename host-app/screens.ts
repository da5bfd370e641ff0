import { createElement, type ComponentType } from 'react';
import type { RouteParams } from '../lib/routing/match.ts';
import { lazyScreen } from './lazy-screen.ts';
import { RESOURCE_ROUTES } from './resource-screens.ts';

export interface ScreenProps {
  params: RouteParams;
}

/**
 * The screen behind each path of lib/routing ROUTES (the one list of what exists). A path of ROUTES
 * without an entry here shows the not-found screen until its screen lands.
 */
const ResourceScreen = lazyScreen(() => import('./screens/resource-screen.tsx'));

export const SCREENS: Record<string, ComponentType<ScreenProps>> = {
  '/dashboard': lazyScreen(() => import('./screens/dashboard.tsx')),
  '/profile': lazyScreen(() => import('./screens/profile.tsx')),
  ...Object.fromEntries(
    Object.entries(RESOURCE_ROUTES).map(([path, route]) => [
      path,
      (props: ScreenProps) => createElement(ResourceScreen, { ...props, route }),
    ]),
  ),
};

export const NotFoundScreen = lazyScreen(() => import('./screens/not-found.tsx'));
