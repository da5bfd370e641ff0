import '../elements/admin-shell/define.ts';
import { createRoot } from 'react-dom/client';
import { configureConsole } from '../lib/config/console-config.ts';
import { App } from './app.tsx';
import './styles/page.css.ts';

// The server writes the site token of its deployment into the page (server/http/host-page.ts); it is the
// public token of sign-in and registration, not a secret.
const siteToken = document.querySelector<HTMLMetaElement>('meta[name="console-site-token"]')?.content;
configureConsole({ siteToken: siteToken || undefined });

createRoot(document.getElementById('console')!).render(<App />);
