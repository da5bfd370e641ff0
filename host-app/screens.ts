import { createElement, type ComponentType } from 'react';
import type { RouteParams } from '../lib/routing/match.ts';
import { ROUTES } from '../lib/routing/routes.ts';
import { lazyScreen } from './lazy-screen.ts';

export interface ScreenProps {
  params: RouteParams;
}

/**
 * The screen behind each path of lib/routing ROUTES (the one list of what exists). A path of ROUTES
 * without an entry here shows the not-found screen until its screen lands.
 */
const ResourceScreen = lazyScreen(() => import('./screens/resource-screen.tsx'));

// Any other path: the resource screen, which finds the path's area in RESOURCE_ROUTES or says not found.
// That table loads with it, so the sign-in screen does not carry every area's routes.
const resourceScreens = Object.fromEntries(
  ROUTES.map(({ path }) => [path, (props: ScreenProps) => createElement(ResourceScreen, { ...props, path })]),
);

export const SCREENS: Record<string, ComponentType<ScreenProps>> = {
  ...resourceScreens,
  '/dashboard': lazyScreen(() => import('./screens/dashboard.tsx')),
  '/profile': lazyScreen(() => import('./screens/profile.tsx')),
};

export const NotFoundScreen = lazyScreen(() => import('./screens/not-found.tsx'));
