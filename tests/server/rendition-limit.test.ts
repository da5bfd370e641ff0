import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socketEnv } from './harness.ts';
import { startMediaApi } from './media-fixture.ts';

type MediaApi = Awaited<ReturnType<typeof startMediaApi>>;

// docs/security.md "Throttles and the client IP": anybody may ask for a rendition, and a new one costs a
// sharp render; asking for every width and format of every image was an unmetered CPU sink.
describe('first-time renditions', () => {
  let api: MediaApi;
  let key: string;
  beforeAll(async () => {
    api = await startMediaApi('pglite');
    api.config.limits = { ...api.config.limits, renditionsPerMinute: 3 };
    const [image] = await api.db.query<{ media_key: string }>(
      "SELECT media_key FROM media_objects WHERE kind = 'image' ORDER BY media_id LIMIT 1",
    );
    key = image!.media_key;
  });
  afterAll(() => api.close());

  const get = (file: string, ip: string) => api.app.request(`/media/${key}/${file}`, {}, socketEnv(ip));

  it('are limited per client per minute; cached ones and other clients are not held back', async () => {
    const ip = '203.0.113.70';
    for (const file of ['320.jpg', '640.jpg', '320.webp']) expect((await get(file, ip)).status).toBe(200);
    const refused = await get('768.jpg', ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await refused.text()).toBe(
      'Too many new image sizes requested from this address; try again in 1 minute',
    );
    // Already made: served whatever the count.
    expect((await get('640.jpg', ip)).status).toBe(200);
    expect((await get('768.jpg', '203.0.113.71')).status).toBe(200);
  });
});
