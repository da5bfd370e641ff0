import type { Context, Hono } from 'hono';
import type { Deps } from '../http/dispatch.ts';
import { browserOrigin, clientIp } from '../http/client-ip.ts';
import { languageOf, pageLanguage, type PageLanguage } from '../http/page-language.ts';
import { unsubscribe } from './unsubscribe.ts';
import { UNSUBSCRIBE_PATH, verifyUnsubscribe } from './unsubscribe-link.ts';
import { UNSUBSCRIBE_TEXTS } from './unsubscribe-texts.ts';

const page = (lang: PageLanguage, title: string, body: string): string => `<!doctype html>
<html lang="${lang}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><main><h1>${title}</h1>${body}</main></html>`;

const invalid = (c: Context) => {
  const t = UNSUBSCRIBE_TEXTS[languageOf(c)];
  return c.html(page(languageOf(c), t.invalidTitle, `<p>${t.invalidHelp}</p>`), 400);
};

/**
 * The link in every broadcast message. GET shows a button (mail scanners follow links, and must not
 * unsubscribe anyone); POST, from that button or a mail client's one-click (RFC 8058), unsubscribes the
 * contact (./unsubscribe.ts).
 */
export function mountUnsubscribe(app: Hono, deps: Deps): void {
  app.use(`${UNSUBSCRIBE_PATH}/*`, pageLanguage);
  app.get(`${UNSUBSCRIBE_PATH}/:token`, (c) => {
    const token = c.req.param('token');
    if (verifyUnsubscribe(deps.keys, token) === null) return invalid(c);
    const t = UNSUBSCRIBE_TEXTS[languageOf(c)];
    return c.html(
      page(
        languageOf(c),
        t.title,
        `<form method="post" action="${UNSUBSCRIBE_PATH}/${token}"><p>${t.question}</p>` +
          `<button type="submit">${t.button}</button></form>`,
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
    const t = UNSUBSCRIBE_TEXTS[languageOf(c)];
    return c.html(page(languageOf(c), t.doneTitle, `<p>${t.done}</p>`));
  });
}
