import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demoPhoto } from '../../server/seed/demo-images.ts';
import { DEMO_PASSWORD } from './console-helpers.ts';

// The whole way: a multipart upload to the real server, then the built image-delivery on a page of that
// server loading real renditions.
test('an uploaded image reaches a page through image-delivery, as AVIF at the chosen width', async ({
  page,
  request,
}) => {
  const passhash = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const login = await request.post('/api?module=user&command=token', {
    headers: { Authorization: 'Bearer demo-site' },
    data: { email: 'user@demo.test', passhash },
  });
  const { token } = (await login.json()) as { token: string };
  const uploaded = await request.post('/api?module=image&command=upload', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      name: 'Arena.jpg',
      file: { name: 'IMG_1.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(1800, 1200) },
    },
  });
  expect(uploaded.status()).toBe(200);
  const { key } = ((await uploaded.json()) as { payload: { key: string } }).payload;

  const renditions: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/'))
      renditions.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto('/');
  await page.evaluate(async (imageKey) => {
    await import('/kit/image-delivery.js' as string);
    const box = document.createElement('div');
    box.style.width = '700px';
    box.innerHTML = `<image-delivery image-key="${imageKey}" alt="The arena" width="1800" height="1200" domain="${location.origin}" path="media" loading="eager"></image-delivery>`;
    document.body.prepend(box);
  }, key);
  const image = page.locator('image-delivery').getByRole('img', { name: 'The arena' });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(768);
  expect(await image.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toBe(
    `/media/${key}/768.avif`,
  );
  expect(renditions).toEqual([`200 /media/${key}/768.avif`]);
});
