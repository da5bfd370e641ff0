import '../elements/admin-shell/define.ts';
import { createRoot } from 'react-dom/client';
import { configureConsole } from '../lib/config/console-config.ts';
import { matchRoute } from '../lib/routing/match.ts';
import { refusedRoute } from '../lib/routing/no-access.ts';
import { ROUTES, type RouteDef } from '../lib/routing/routes.ts';
import { $session, $signedIn } from '../lib/session/session.ts';
import { App } from './app.tsx';
import { preloadScreen } from './screens.ts';
import './styles/page.css.ts';

// The server writes the site token of its deployment into the page (server/http/host-page.ts); it is the
// public token of sign-in and registration, not a secret.
const siteToken = document.querySelector<HTMLMetaElement>('meta[name="console-site-token"]')?.content;
configureConsole({ siteToken: siteToken || undefined });

const NO_ROUTE: RouteDef = { path: '*', label: '', group: null, level: 0, routeOnly: true, userMenu: false };

// Signed in, the screen of the address starts loading now, with its data, rather than once it renders;
// not on a route the user's level does not reach, whose data the server would refuse.
const { route } = matchRoute<RouteDef>(ROUTES, location.pathname, NO_ROUTE);
const screen =
  $signedIn.get() && !refusedRoute(route, $session.get().access)
    ? preloadScreen(route.path, location.search)
    : undefined;

// The first render waits for that screen's code (one wave with the entry's): rendered before, the screen
// would show its loading fallback, and React then holds the screen back for up to 300 ms after a fallback
// (elements/runtime/lazy-loaded.tsx), which was a third of a list's cold load (README, Figures).
const render = () => createRoot(document.getElementById('console')!).render(<App />);
if (screen) void screen.then(render);
else render();
