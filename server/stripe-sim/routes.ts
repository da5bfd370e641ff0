import type { Context, Hono } from 'hono';
import type { Deps } from '../http/dispatch.ts';
import { readForm } from '../http/input.ts';
import { languageOf, pageLanguage } from '../http/page-language.ts';
import { policyWithFormTarget } from '../http/security-headers.ts';
import { simulatorServed } from '../stripe/mode.ts';
import { SIM_AUTHORIZE_PATH } from '../stripe/oauth.ts';
import { findPendingState, type PendingState } from '../stripe/oauth-state.ts';
import { SIM_CHECKOUT_PATH, SIM_REFUND_PATH } from './checkout-page.ts';
import { mountSimCheckout } from './checkout-routes.ts';
import { issueSimCode } from './codes.ts';
import { simFormCap } from './form-cap.ts';
import { authorizePage, invalidRequestPage, SIM_STYLESHEET, SIM_STYLESHEET_PATH } from './page.ts';

/** redirect_uri with the query Stripe would add; URLSearchParams writes spaces as '+', as Stripe does. */
function backTo(redirectUrl: string, params: Record<string, string>): string {
  const url = new URL(redirectUrl);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.href;
}

const invalid = (c: Context) => c.html(invalidRequestPage(languageOf(c)), 400);

/**
 * The built-in Stripe Connect simulator, served only when no Stripe credentials are configured, outside
 * production mode. Its pages
 * redirect only to the redirect_url stored with a state this server issued, never to a URL from the request.
 */
export function mountStripeSimulator(app: Hono, deps: Deps): void {
  if (!simulatorServed(deps.config)) return;
  // Its pages speak the reader's language, as the unsubscribe and ticket pages do (Accept-Language).
  for (const path of [SIM_AUTHORIZE_PATH, SIM_CHECKOUT_PATH, SIM_REFUND_PATH]) app.use(path, pageLanguage);
  const pending = async (state: unknown): Promise<PendingState | undefined> =>
    typeof state === 'string' && state !== '' ? findPendingState(deps.db, state) : undefined;

  app.get(SIM_STYLESHEET_PATH, (c) =>
    c.body(SIM_STYLESHEET, 200, {
      'Content-Type': 'text/css; charset=utf-8',
      'Cache-Control': 'max-age=3600',
    }),
  );

  app.get(SIM_AUTHORIZE_PATH, async (c) => {
    const state = c.req.query('state');
    const found = await pending(state);
    // The URL's redirect_uri must be the one registered with the state, as Stripe checks its own.
    if (!state || !found || c.req.query('redirect_uri') !== found.redirect_url) return invalid(c);
    const returnTo = new URL(found.redirect_url).origin;
    c.header('Content-Security-Policy', policyWithFormTarget(returnTo));
    return c.html(authorizePage({ action: SIM_AUTHORIZE_PATH, state, returnTo, lang: languageOf(c) }));
  });

  app.post(SIM_AUTHORIZE_PATH, simFormCap, async (c) => {
    const form = await readForm(c);
    const state = form.state;
    const found = await pending(state);
    if (typeof state !== 'string' || !found) return invalid(c);
    if (form.decision === 'allow') {
      const code = await issueSimCode(deps.db, found.state_hash);
      return c.redirect(backTo(found.redirect_url, { code, state }), 302);
    }
    if (form.decision === 'deny') {
      return c.redirect(
        backTo(found.redirect_url, {
          error: 'access_denied',
          error_description: 'The user denied your request',
          state,
        }),
        302,
      );
    }
    return invalid(c);
  });

  mountSimCheckout(app, deps);
}
