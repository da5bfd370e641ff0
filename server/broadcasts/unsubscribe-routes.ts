import type { Context, Hono } from 'hono';
import type { Deps } from '../http/dispatch.ts';
import { browserOrigin, clientIp } from '../http/client-ip.ts';
import { unsubscribe } from './unsubscribe.ts';
import { UNSUBSCRIBE_PATH, verifyUnsubscribe } from './unsubscribe-link.ts';

const page = (title: string, body: string): string => `<!doctype html>
<html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><main><h1>${title}</h1>${body}</main></html>`;

const invalid = (c: Context) =>
  c.html(
    page(
      'This unsubscribe link is not valid',
      '<p>Copy the whole link from the message into the address bar, or reply to the message and ask to be removed.</p>',
    ),
    400,
  );

/**
 * The link in every broadcast message. GET shows a button (mail scanners follow links, and must not
 * unsubscribe anyone); POST, from that button or a mail client's one-click (RFC 8058), unsubscribes the
 * contact (./unsubscribe.ts).
 */
export function mountUnsubscribe(app: Hono, deps: Deps): void {
  app.get(`${UNSUBSCRIBE_PATH}/:token`, (c) => {
    const token = c.req.param('token');
    if (verifyUnsubscribe(deps.keys, token) === null) return invalid(c);
    return c.html(
      page(
        'Unsubscribe',
        `<form method="post" action="${UNSUBSCRIBE_PATH}/${token}"><p>Stop these messages to you?</p>` +
          '<button type="submit">Unsubscribe</button></form>',
      ),
    );
  });
  app.post(`${UNSUBSCRIBE_PATH}/:token`, async (c) => {
    const deliveryId = verifyUnsubscribe(deps.keys, c.req.param('token'));
    if (deliveryId === null) return invalid(c);
    await unsubscribe(deps.db, deliveryId, {
      ip: clientIp(c, deps.config.trustedProxies),
      origin: browserOrigin(c) ?? null,
    });
    return c.html(page('You are unsubscribed', '<p>You will get no more of these messages.</p>'));
  });
}
