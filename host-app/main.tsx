import '../elements/admin-shell/define.ts';
import { createRoot } from 'react-dom/client';
import { configureConsole } from '../lib/config/console-config.ts';
import { matchRoute } from '../lib/routing/match.ts';
import { ROUTES, type RouteDef } from '../lib/routing/routes.ts';
import { $signedIn } from '../lib/session/session.ts';
import { App } from './app.tsx';
import { preloadScreen } from './screens.ts';
import './styles/page.css.ts';

// The server writes the site token of its deployment into the page (server/http/host-page.ts); it is the
// public token of sign-in and registration, not a secret.
const siteToken = document.querySelector<HTMLMetaElement>('meta[name="console-site-token"]')?.content;
configureConsole({ siteToken: siteToken || undefined });

// Signed in, the screen of the address starts loading now, with its data, rather than once it renders.
if ($signedIn.get()) {
  const { route } = matchRoute<Pick<RouteDef, 'path'>>(ROUTES, location.pathname, { path: '*' });
  preloadScreen(route.path, location.search);
}

createRoot(document.getElementById('console')!).render(<App />);
