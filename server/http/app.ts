import { existsSync } from 'node:fs';
import { Hono } from 'hono';
import { sessionReuse } from '../auth/session-reuse.ts';
import { closeOnRefusal } from './close-on-refusal.ts';
import { apiCors } from './cors.ts';
import { ApiFailure } from './failure.ts';
import { dispatch, routeTable, type Deps } from './dispatch.ts';
import { handlerSets } from './modules.ts';
import { mountHostApp } from './host-page.ts';
import { errorPacket, failurePacket } from './packets.ts';
import { limitBody } from './request-body.ts';
import { securityHeaders } from './security-headers.ts';
import { mountRelatedOrigins } from './well-known.ts';
import { mountUnsubscribe } from '../broadcasts/unsubscribe-routes.ts';
import { mountTicketPages } from '../tickets/routes.ts';
import { mountKit } from './kit-files.ts';
import { mountMedia } from '../media/routes.ts';
import { requestId } from '../observe/request-context.ts';
import { requestLog } from '../observe/request-log.ts';
import { closeWhenDraining } from '../ops/drain.ts';
import { mountHealth } from '../ops/health.ts';
import { mountDemoFeed } from '../rodeo-feed/routes.ts';
import { mountStripeSimulator } from '../stripe-sim/routes.ts';
import { mountStripeWebhooks } from '../webhooks/routes.ts';

const KIT_DIR = 'dist/kit';

const PLAIN_PAGE = `<!doctype html><meta charset="utf-8"><title>Console kit API</title>
<h1>Console kit reference API</h1>
<p>The API answers at <code>/api?module=M&amp;command=C</code>; <code>docs/protocol.md</code> lists the commands.</p>
<p>The console itself is served here once it is built (<code>npm run build</code> writes <code>dist/host</code>).</p>`;

export function createApp(given: Deps): Hono {
  const routes = routeTable(handlerSets);
  const deps: Deps = { ...given, sessionReuse: sessionReuse(given.config.sessionRecheckMs) };
  const app = new Hono();
  app.use('*', requestId(deps.config.trustedProxies), requestLog, closeWhenDraining);
  app.use('*', securityHeaders);
  app.onError((error, c) => errorPacket(c, error));
  mountHealth(app, deps);

  // Panels embedded on the operator's CONSOLE_ORIGINS call the API across origins.
  app.use(
    '/api',
    apiCors((origin) => deps.config.consoleOrigins.includes(origin)),
  );
  app.use('*', closeOnRefusal);
  mountMedia(app, deps);
  app.all(
    '/api',
    limitBody(deps.config.bodyLimitBytes, (c) =>
      failurePacket(
        c,
        new ApiFailure(413, 'Payload Too Large', `The body exceeds ${deps.config.bodyLimitBytes} bytes`),
      ),
    ),
    (c) => dispatch(c, routes, deps),
  );
  app.all('/api/*', (c) => failurePacket(c, new ApiFailure(404, 'Not Found', 'The API entry is /api')));
  mountStripeWebhooks(app, deps);
  mountStripeSimulator(app, deps);
  mountDemoFeed(app, deps);
  mountUnsubscribe(app, deps);
  mountTicketPages(app, deps);
  mountRelatedOrigins(app, deps);

  if (existsSync(KIT_DIR)) mountKit(app, KIT_DIR);
  if (!mountHostApp(app, deps.config)) app.get('/', (c) => c.html(PLAIN_PAGE));
  return app;
}
