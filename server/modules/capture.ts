import { capture, CAPTURE_CHART_DAYS, captureLimitsError } from '../../lib/resources/capture.ts';
import { noteRecord } from '../activity/trail.ts';
import type { Db } from '../db/db.ts';
import { ApiFailure, badRequest } from '../http/failure.ts';
import type { ResourceHooks } from '../resources/save.ts';
import { routeHost, verifiedAccountOf } from '../domains/verification.ts';
import { takeHit } from '../throttle/counter.ts';

/** The host a site names itself by: 'https://www.demo.test/tickets' and 'WWW.demo.test' are 'www.demo.test'. */
export function siteHost(site: string): string | undefined {
  const text = site.trim().toLowerCase();
  const address = text.includes('://') ? text : `https://${text}`;
  const url = URL.canParse(address) ? new URL(address) : undefined;
  const host = url?.hostname.replace(/\.$/, '');
  return host && /^[a-z0-9.-]+$/.test(host) ? host : undefined;
}

async function originAccount(db: Db, origin: string): Promise<number | undefined> {
  const host = siteHost(origin);
  return host ? verifiedAccountOf(db, host) : undefined;
}

export const captureHooks: ResourceHooks = {
  handlers: {
    async submit(ctx, input) {
      const { db, config, ip, requestOrigin } = ctx;
      const tooMuch = captureLimitsError(input.fields as Record<string, unknown>);
      if (tooMuch) throw badRequest(tooMuch);
      const host = siteHost(String(input.site));
      // Only a verified domain takes submissions (docs/security.md): claiming a victim's sub-domain in a
      // fresh account must not divert its form posts.
      const route = host ? await routeHost(db, host) : undefined;
      if (!host || !route) throw new ApiFailure(404, 'Not Found', 'site: No account serves this site');
      if (!('accountId' in route)) {
        throw new ApiFailure(
          403,
          'Forbidden',
          `site: The domain ${route.unverifiedDomain} is not verified yet, so its submissions are refused; ` +
            'its account verifies it under Profile, Account Information',
        );
      }
      const { accountId } = route;
      // The site token is public: a page may post only for its own account's sites, so that one site's
      // visitors cannot be made to fill another's captures. The operator's embedding sites may post for any.
      if (
        requestOrigin &&
        !config.consoleOrigins.includes(requestOrigin) &&
        (await originAccount(db, requestOrigin)) !== accountId
      ) {
        throw new ApiFailure(403, 'Forbidden', 'site: This page may not post for that site');
      }
      // Per account (sub-domain rotation counts against the same account) and per client IP, atomically in
      // the database, so every server process and every burst sees one count (server/throttle/counter.ts).
      for (const [bucket, key] of [
        ['capture-account', String(accountId)],
        ['capture-ip', ip],
      ] as const) {
        const taken = await takeHit(db, { bucket, max: config.captureRatePerMinute, windowSeconds: 60 }, key);
        if (!taken.allowed) {
          throw new ApiFailure(
            429,
            'Too Many Requests',
            `${bucket === 'capture-ip' ? 'This client' : 'This site'} has sent ${config.captureRatePerMinute} submissions in the last minute; try again shortly`,
          );
        }
      }
      const [row] = await db.query(
        'INSERT INTO captures (account_id, site, form, fields) VALUES ($1, $2, $3, $4) RETURNING *',
        [accountId, host, input.form, JSON.stringify(input.fields)],
      );
      // Its entry names the capture and goes to the capture's account log: the site token has no account.
      noteRecord(ctx, capture, undefined, row);
      return { received: true };
    },

    async daily({ db, session }) {
      const days = await db.query<{ form: string; day: string; count: number }>(
        `SELECT form, to_char(received_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day, count(*)::int AS count
           FROM captures
          WHERE account_id = $1 AND received_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'
                - make_interval(days => $2)
          GROUP BY 1, 2 ORDER BY 2, 1`,
        [session.accountId, CAPTURE_CHART_DAYS - 1],
      );
      return { days };
    },
  },
};
