import '../elements/admin-shell/register.ts';
import { createRoot } from 'react-dom/client';
import { adoptEarlyResponses } from '../lib/api/early-response.ts';
import { configureConsole } from '../lib/config/console-config.ts';
import { matchRoute } from '../lib/routing/match.ts';
import { refusedRoute } from '../lib/routing/no-access.ts';
import { ROUTES, type RouteDef } from '../lib/routing/routes.ts';
import { $session, $signedIn, awaitsPasswordChange, awaitsUserRead } from '../lib/session/session.ts';
import { App } from './app.tsx';
import { preloadScreen } from './screens.ts';
import './styles/page.css.ts';

// The server writes the site token of its deployment into the page (server/http/host-page.ts); it is the
// public token of sign-in and registration, not a secret.
const siteToken = document.querySelector<HTMLMetaElement>('meta[name="console-site-token"]')?.content;
configureConsole({ siteToken: siteToken || undefined });
// The page has asked for its screen's first data already (server/http/early-request.ts): the API client's
// first call of that request takes its answer.
adoptEarlyResponses();

const NO_ROUTE: RouteDef = { path: '*', label: '', group: null, level: 0, routeOnly: true, userMenu: false };

// Signed in, the screen of the address starts loading now rather than once it renders (a list's data is on
// its way already: server/http/early-request.ts); not on a route the user's level does not reach. Its data
// waits while the console can only show the password screen or has still to read the user.
const { route } = matchRoute<RouteDef>(ROUTES, location.pathname, NO_ROUTE);
const session = $session.get();
const screen =
  $signedIn.get() && !refusedRoute(route, session.access)
    ? preloadScreen(
        route.path,
        awaitsPasswordChange(session) || awaitsUserRead(session) ? undefined : { search: location.search },
      )
    : undefined;

// The first render waits for that screen's code (one wave with the entry's): rendered before, the screen
// would show its loading fallback, and React then holds the screen back for up to 300 ms after a fallback
// (elements/runtime/lazy-loaded.tsx), which was a third of a list's cold load (docs/performance.md).
const render = () => createRoot(document.getElementById('console')!).render(<App />);
if (screen) void screen.then(render);
else render();
