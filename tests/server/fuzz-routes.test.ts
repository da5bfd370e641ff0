import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_WORKER_PATH } from '../../lib/checkin/device-names.ts';
import { STRIPE_WEBHOOK_PATH } from '../../lib/connections/stripe.ts';
import { DEFAULT_IMAGE_PATH } from '../../lib/media/renditions.ts';
import { UNSUBSCRIBE_PATH } from '../../server/broadcasts/unsubscribe-link.ts';
import { mediaDirs } from '../../server/media/storage.ts';
import { RELATED_ORIGINS_PATH } from '../../server/http/well-known.ts';
import { DEMO_FEED_PATH } from '../../server/rodeo-feed/routes.ts';
import { checkoutLinkFields } from '../../server/stripe-sim/checkout-link.ts';
import { SIM_CHECKOUT_PATH, SIM_REFUND_PATH } from '../../server/stripe-sim/checkout-page.ts';
import { SIM_STYLESHEET_PATH } from '../../server/stripe-sim/page.ts';
import { SIM_AUTHORIZE_PATH } from '../../server/stripe/oauth.ts';
import { TICKET_PAGE_PATH, ticketPageUrl } from '../../server/tickets/page-link.ts';
import { issueTickets } from '../../server/tickets/issue.ts';
import { databases, socketEnv, startTestApi, type TestApi } from './harness.ts';
import { filesUnder } from './media-fixture.ts';

/**
 * The routes beside /api, fuzzed as fuzz.test.ts fuzzes the commands: the webhook endpoint, unsubscribe
 * links, public ticket pages, /.well-known/webauthn, the Stripe simulator's pages, renditions, the kit's files,
 * the gate's worker, and the streamed upload commands with
 * generated multipart parts (broken off or whole). Whatever comes in, the answer is below 500, nothing is
 * left staged, and no stream error escapes (vitest fails the run on one: docs/security.md "Bad input and
 * uploads"). Seeded and bounded; FUZZ_RUNS raises the count.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 1616);

const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.constantFrom(
    '',
    '1',
    '0',
    '-1',
    '2147483648',
    '../../etc/passwd',
    '%00',
    '\u0000',
    'x'.repeat(5000),
    '<b>',
  ),
);
const segment = text.map((value) => encodeURIComponent(value));
const query = fc
  .dictionary(fc.string({ maxLength: 12 }), text, { maxKeys: 5 })
  .map((entries) => new URLSearchParams(entries).toString());

const BOUNDARY = 'fuzz-boundary';
const part = fc.record({
  name: fc.oneof(fc.constantFrom('file', 'name', 'file[0]', 'a[b][c]', '__proto__'), text),
  filename: fc.option(text),
  type: fc.constantFrom('image/png', 'application/octet-stream', 'text/plain', ''),
  content: fc.oneof(text, fc.constantFrom('\x89PNG\r\n\x1a\n', 'GIF89a', 'MZ\x90', '%PDF-1.4')),
});
/** A multipart body of generated parts, with its closing boundary or broken off anywhere before it. */
const multipart = fc
  .record({ parts: fc.array(part, { maxLength: 4 }), cut: fc.option(fc.nat()) })
  .map(({ parts, cut }) => {
    const body =
      parts
        .map(
          (p) =>
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${p.name}"` +
            (p.filename === null ? '' : `; filename="${p.filename}"`) +
            (p.type ? `\r\nContent-Type: ${p.type}` : '') +
            `\r\n\r\n${p.content}\r\n`,
        )
        .join('') + `--${BOUNDARY}--\r\n`;
    return cut === null ? body : body.slice(0, cut % (body.length + 1));
  });
const contentType = fc.constantFrom(
  `multipart/form-data; boundary=${BOUNDARY}`,
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
  'text/plain',
);

interface Sent {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

describe.each(databases())('fuzzing the routes beside /api on %s', (database) => {
  let api: TestApi;
  let token: string;
  /** A checkout link the console signed, for the demo connection and a rodeo on sale. */
  let signedLink: Record<string, string>;
  /** A real ticket page's token, of a paid demo order's first ticket. */
  let ticketToken: string;
  beforeAll(async () => {
    api = await startTestApi({ database });
    token = await api.login('user@demo.test');
    const [sale] = await api.db.query<{ connection: number; rodeo: number }>(
      `SELECT c.stripe_connection_id AS connection, r.rodeo_id AS rodeo
         FROM stripe_connections c JOIN rodeos r USING (account_id)
        WHERE c.stripe_account_id = 'acct_demoRodeoNetwork' AND r.status = 'scheduled' LIMIT 1`,
    );
    const link = { ...sale!, quantity: 2, price: 2800, currency: 'usd', expires: 4_102_444_800 };
    signedLink = checkoutLinkFields(api.keys, link);
    const [order] = await api.db.query<{ ticket_order_id: number }>(
      "SELECT ticket_order_id FROM ticket_orders WHERE status = 'paid' AND rodeo IS NOT NULL LIMIT 1",
    );
    await issueTickets(api.db, order!.ticket_order_id);
    const [ticket] = await api.db.query<{ ticket_id: number }>(
      'SELECT ticket_id FROM tickets WHERE ticket_order_id = $1 LIMIT 1',
      [order!.ticket_order_id],
    );
    ticketToken = ticketPageUrl('', api.keys, ticket!.ticket_id).split('/').at(-1)!;
  }, 180_000);
  afterAll(() => api?.close());

  async function send(request: Sent): Promise<number> {
    const response = await api.app.request(
      request.path,
      { method: request.method, headers: request.headers, body: request.body },
      socketEnv('198.18.0.1'),
    );
    await response.arrayBuffer();
    return response.status;
  }

  const routes: Record<string, fc.Arbitrary<Sent>> = {
    webhooks: fc
      .record({ id: segment, body: text, signature: segment, type: contentType })
      .map(({ id, body, signature, type }) => ({
        method: 'POST',
        path: `${STRIPE_WEBHOOK_PATH}/${id}`,
        headers: { 'Content-Type': type, 'Stripe-Signature': signature },
        body,
      })),
    unsubscribe: fc
      .record({ method: fc.constantFrom('GET', 'POST'), token: segment, body: text })
      .map(({ method, token: link, body }) => ({
        method,
        path: `${UNSUBSCRIBE_PATH}/${link}`,
        ...(method === 'POST'
          ? { body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }
          : {}),
      })),
    // Any token, or a real one with a generated tail or query: the page or a 404, never a 5xx.
    'ticket pages': fc
      .record({
        method: fc.constantFrom('GET', 'HEAD', 'POST'),
        token: fc.oneof(
          segment,
          segment.map((tail) => ticketToken + tail),
        ),
        query,
      })
      .map(({ method, token: link, query: search }) => ({
        method,
        path: `${TICKET_PAGE_PATH}/${link}?${search}`,
      })),
    simulator: fc
      .record({
        method: fc.constantFrom('GET', 'POST'),
        path: fc.constantFrom(SIM_AUTHORIZE_PATH, SIM_CHECKOUT_PATH, SIM_REFUND_PATH, SIM_STYLESHEET_PATH),
        query,
        type: contentType,
        body: fc.oneof(query, multipart, text),
      })
      .map(({ method, path, query: search, type, body }) => ({
        method,
        path: `${path}?${search}`,
        ...(method === 'POST' ? { body, headers: { 'Content-Type': type } } : {}),
      })),
    // A signed link with one field generated: refused, whatever it becomes, never a 5xx.
    'signed checkout': fc
      .record({
        method: fc.constantFrom('GET', 'POST'),
        field: fc.constantFrom('connection', 'rodeo', 'quantity', 'price', 'currency', 'expires', 'sig'),
        value: text,
      })
      .map(({ method, field, value }) => {
        const fields = new URLSearchParams({
          ...signedLink,
          [field]: value,
          session: 'cs_test_sim' + '0'.repeat(24),
        });
        return method === 'GET'
          ? { method, path: `${SIM_CHECKOUT_PATH}?${fields}` }
          : {
              method,
              path: SIM_CHECKOUT_PATH,
              headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
              body: `${fields}&name=Fuzz&email=fuzz%40example.com`,
            };
      }),
    // The load balancer's probes, the demo feed and the passkeys' related origins: any method, query and
    // request id, never a 5xx.
    'health and feed': fc
      .record({
        method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE'),
        path: fc.constantFrom(
          '/healthz',
          '/readyz',
          '/health',
          '/ready',
          '/metrics',
          DEMO_FEED_PATH,
          RELATED_ORIGINS_PATH,
        ),
        query,
        requestId: segment,
        authorization: segment,
      })
      .map(({ method, path, query: search, requestId, authorization }) => ({
        method,
        path: `${path}?${search}`,
        headers: { 'X-Request-Id': requestId, Authorization: `Bearer ${authorization}` },
      })),
    media: fc
      .tuple(segment, segment)
      .map(([key, file]) => ({ method: 'GET', path: `/${DEFAULT_IMAGE_PATH}/${key}/${file}` })),
    // The gate screen's service worker (docs/tickets.md): the file or a 404, whatever the validators say.
    'gate worker': fc
      .record({ method: fc.constantFrom('GET', 'HEAD', 'POST'), query, etag: segment, encoding: segment })
      .map(({ method, query: search, etag, encoding }) => ({
        method,
        path: `${GATE_WORKER_PATH}?${search}`,
        headers: { 'If-None-Match': etag, 'Accept-Encoding': encoding },
      })),
    kit: fc
      .array(segment, { maxLength: 3 })
      .map((parts) => ({ method: 'GET', path: `/kit/${parts.join('/')}` })),
    uploads: fc
      .record({ module: fc.constantFrom('image', 'file'), type: contentType, body: multipart })
      .map(({ module, type, body }) => ({
        method: 'POST',
        path: `/api?module=${module}&command=upload`,
        headers: { 'Content-Type': type, Authorization: `Bearer ${token}` },
        body,
      })),
  };

  it.each(Object.keys(routes))(
    'answers %s below 500 and leaves nothing staged',
    async (route) => {
      const failures: string[] = [];
      await fc
        .assert(
          fc.asyncProperty(routes[route]!, async (request) => {
            const status = await send(request).catch((error: Error) => error.message);
            if (typeof status === 'number' && status < 500) return true;
            failures.push(`${request.method} ${request.path.slice(0, 80)}: ${status}`);
            return false;
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) => failures.push(error.message.split('\n').slice(0, 4).join(' ')));
      expect(failures).toEqual([]);
      expect(await filesUnder(mediaDirs(api.config).staging)).toEqual([]);
    },
    120_000,
  );
});
