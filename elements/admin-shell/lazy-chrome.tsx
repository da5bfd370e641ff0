import { lazyLoaded, rememberLoad } from '../runtime/lazy-loaded.tsx';

const loadChrome = rememberLoad(() => import('./signed-in-chrome.ts'));

export const LazySidebar = lazyLoaded(loadChrome, (module) => module.Sidebar);
export const LazyUserMenu = lazyLoaded(loadChrome, (module) => module.UserMenu);
export const LazyLiveState = lazyLoaded(loadChrome, (module) => module.LiveState);
