import { callCommand } from '../api/api.ts';
import { $session } from '../session/session.ts';
import { showToast } from '../toasts/toasts.ts';
import { createStripeStore } from './stripe-store.ts';
import { viewerOf } from './viewer.ts';

/** The page's Stripe connections, on its API client, session, toasts and address bar. */
export const stripeConnections = createStripeStore({
  call: callCommand,
  viewer: () => viewerOf($session.get()),
  toast: (type, message) => void showToast(type, message),
  address: {
    href: () => location.href,
    assign: (url) => location.assign(url),
    replace: (url) => history.replaceState(history.state, '', url),
  },
});
