import { createServer } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drain } from '../../server/ops/drain.ts';
import { databases, startTestApi, type TestApi } from './harness.ts';
import { liveClient } from './live-client.ts';

// A draining process ends its live streams, so their clients reconnect to another machine
// (docs/architecture.md, "Live changes"). Its own file: the drain is for the life of the process.
describe.each(databases())('live streams of a draining process on %s', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ database });
  });
  afterAll(() => api.close());

  it('ends every stream with the reason drain', async () => {
    const streams = await Promise.all(
      ['user@demo.test', 'admin@demo.test'].map(async (email) =>
        liveClient(await api.call('live', 'stream', { token: await api.login(email) })),
      ),
    );
    for (const stream of streams) await stream.next((event) => event.event === 'ready');
    void drain({ server: createServer(), graceSeconds: 60, stopWork: async () => undefined });
    for (const stream of streams)
      expect((await stream.ended).at(-1)).toMatchObject({ event: 'end', data: '{"reason":"drain"}' });
  });
});
