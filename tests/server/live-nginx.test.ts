import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEARTBEAT_SECONDS } from '../../server/live/hub.ts';
import { documentedRecipe, startNginx } from '../nginx.ts';
import { freshSample } from './resource-samples.ts';
import { startTestApi, type TestApi } from './harness.ts';
import { changeOf, liveClient } from './live-client.ts';

// docs/deploy.md, "The load balancer": the recipe's nginx passes the live stream's events on as they
// come, and keeps an idle stream open past its heartbeat.
describe('the live stream through the documented nginx', () => {
  let api: TestApi;
  let server: ServerType;
  let nginx: Awaited<ReturnType<typeof startNginx>>;
  beforeAll(async () => {
    api = await startTestApi({ database: 'pglite' });
    server = serve({ fetch: api.app.fetch, hostname: '127.0.0.1', port: 0 });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    nginx = await startNginx([(server.address() as AddressInfo).port]);
  });
  afterAll(async () => {
    if (nginx && !('skipped' in nginx)) nginx.stop();
    await new Promise((resolve) => server.close(resolve));
    await api.close();
  });

  it('reads past the heartbeat and never ignores the stream’s own X-Accel-Buffering', () => {
    const recipe = documentedRecipe();
    const timeout = /proxy_read_timeout (\d+)s;/.exec(recipe)?.[1];
    expect(Number(timeout)).toBeGreaterThan(2 * HEARTBEAT_SECONDS);
    expect(recipe).toMatch(/proxy_http_version 1\.1;/);
    expect(recipe).not.toMatch(/proxy_ignore_headers[^;]*X-Accel-Buffering/i);
  });

  it('passes each change through as it happens, one at a time', async () => {
    if ('skipped' in nginx) throw new Error(nginx.skipped);
    const token = await api.login('user@demo.test');
    const admin = await api.login('admin@demo.test');
    const response = await fetch(`${nginx.origin}/api?module=live&command=stream`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.headers.get('x-upstream')).toMatch(/^127\.0\.0\.1:/);
    const client = liveClient({ status: response.status, response });
    await client.next((event) => event.event === 'ready');
    // Each event arrives before the next write is made: a buffering proxy would hold these small events.
    for (const n of [1, 2, 3]) {
      const created = await api.call('contact', 'create', {
        token: admin,
        body: freshSample('contact', `nginx${n}`),
      });
      expect(created.status).toBe(200);
      const id = (created.packet.payload as { contact_id: number }).contact_id;
      expect(changeOf(await client.next((event) => event.event === 'change')).record_id).toBe(id);
    }
    await client.close();
  });
});
