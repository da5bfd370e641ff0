import '../elements/admin-shell/register.ts';
import { createRoot } from 'react-dom/client';
import { adoptEarlyResponses } from '../lib/api/early-response.ts';
import { configureConsole } from '../lib/config/console-config.ts';
import { keepDocumentLanguage } from './document-language.ts';
import { $session, $signedIn } from '../lib/session/session.ts';
import { DocumentLocale } from '../elements/runtime/locale.tsx';
import { App, loadSignedIn } from './app.tsx';
import './styles/page.css.ts';

// The server writes the site token of its deployment into the page (server/http/host-page.ts); it is the
// public token of sign-in and registration, not a secret.
const siteToken = document.querySelector<HTMLMetaElement>('meta[name="console-site-token"]')?.content;
configureConsole({ siteToken: siteToken || undefined });
// The page has asked for its screen's first data already (server/http/early-request.ts): the API client's
// first call of that request takes its answer.
adoptEarlyResponses();
// The console's page speaks its user's language: the profile's Language setting, else the browser's.
keepDocumentLanguage(document);

// The first render of a signed-in page waits for its screen's code (one wave with the entry's): rendered
// before, the screen would show its loading fallback, and React then holds the screen back for up to 300 ms
// after a fallback (elements/runtime/lazy-loaded.tsx), which was a third of a list's cold load
// (docs/performance.md). A failure to load is the screen boundary's to show.
const render = () =>
  createRoot(document.getElementById('console')!).render(
    <DocumentLocale>
      <App />
    </DocumentLocale>,
  );
if ($signedIn.get())
  void loadSignedIn()
    .then((signedIn) => signedIn.preloadFirstScreen(location.pathname, location.search, $session.get()))
    .catch(() => undefined)
    .then(render);
else render();
