import type { Context, Hono } from 'hono';
import { STRIPE_WEBHOOK_PATH } from '../../lib/connections/stripe.ts';
import { bodyLimit } from 'hono/body-limit';
import type { Deps } from '../http/dispatch.ts';
import { ApiFailure, badRequest } from '../http/failure.ts';
import { checkInputText } from '../http/input.ts';
import { issuesText } from '../http/issues.ts';
import { failurePacket, okPacket } from '../http/packets.ts';
import { findConnectionById } from '../stripe/webhook-secret.ts';
import { stripeEventSchema } from './stripe-event.ts';
import { signedMode, UNSIGNED } from './signed-mode.ts';
import { handleStripeEvent } from './ticket-orders.ts';
import { webhookEvents } from '../observe/metrics.ts';

/** Stripe's events are a few kilobytes; anything near this is not one of them. */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024;

const modeName = (livemode: boolean): string => (livemode ? 'live' : 'test');

function parseJson(raw: string): unknown {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw badRequest('The body is not JSON: Stripe sends each event as a JSON object');
  }
  // As on /api: no __proto__, constructor or prototype key, and no control character, reaches the parsers.
  checkInputText(body);
  return body;
}

async function receive(c: Context, deps: Deps): Promise<Response> {
  const idText = c.req.param('id') ?? '';
  const id = /^[1-9]\d{0,8}$/.test(idText) ? Number(idText) : undefined;
  if (id === undefined)
    throw badRequest('The URL must end in the id of a Stripe connection (a positive whole number)');
  const raw = Buffer.from(await c.req.arrayBuffer());
  const connection = await findConnectionById(deps.db, id);
  // The signature first, over the bytes as they came: until it holds, nothing about the connection is told.
  const signed = signedMode(
    deps.keys,
    connection,
    c.req.header('Stripe-Signature'),
    raw,
    Math.floor(Date.now() / 1000),
  );
  if (!signed.ok || !connection) throw badRequest(signed.ok ? UNSIGNED : signed.reason);

  const parsed = stripeEventSchema.safeParse(parseJson(raw.toString('utf8')));
  if (!parsed.success) throw badRequest(issuesText(parsed.error.issues));
  const event = parsed.data;
  // Stripe signs live and test events with different endpoint secrets (docs/connections.md).
  if (event.livemode !== signed.livemode) {
    throw badRequest(
      `A ${modeName(event.livemode)} event signed with the ${modeName(signed.livemode)} webhook secret: Stripe signs each mode's events with that mode's secret`,
    );
  }
  if (event.livemode !== connection.livemode) {
    throw badRequest(
      `A ${modeName(event.livemode)} event reached connection ${id}, which is in ${modeName(connection.livemode)} mode`,
    );
  }
  return okPacket(c, {
    received: true,
    event_id: event.id,
    ...(await handleStripeEvent(deps.db, connection, event, {
      mailTickets: deps.config.jobs.smtpUrl !== undefined,
    })),
  });
}

/**
 * `POST /webhooks/stripe/{stripe_connection_id}`: where each connected Stripe account sends its events. No
 * session: the connection's webhook secret is what authenticates the sender.
 */
export function mountStripeWebhooks(app: Hono, deps: Deps): void {
  app.post(
    `${STRIPE_WEBHOOK_PATH}/:id`,
    bodyLimit({
      maxSize: WEBHOOK_BODY_LIMIT_BYTES,
      onError: (c) =>
        failurePacket(
          c,
          new ApiFailure(413, 'Payload Too Large', `The body exceeds ${WEBHOOK_BODY_LIMIT_BYTES} bytes`),
        ),
    }),
    (c) =>
      receive(c, deps).then(
        (response) => {
          webhookEvents.inc({ outcome: 'accepted' });
          return response;
        },
        (error: unknown) => {
          webhookEvents.inc({ outcome: 'refused' });
          throw error;
        },
      ),
  );
  app.all(`${STRIPE_WEBHOOK_PATH}/*`, (c) =>
    failurePacket(
      c,
      new ApiFailure(
        405,
        'Method Not Allowed',
        `Stripe posts events to ${STRIPE_WEBHOOK_PATH}/{stripe_connection_id}`,
      ),
    ),
  );
}
