import { lazy } from 'react';

const loadChrome = () => import('./signed-in-chrome.ts');

export const LazySidebar = lazy(() => loadChrome().then((module) => ({ default: module.Sidebar })));
export const LazyUserMenu = lazy(() => loadChrome().then((module) => ({ default: module.UserMenu })));
