import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { demoPhoto } from '../../server/seed/demo-images.ts';
import { DEMO_PASSWORD, expectNoAxeViolations, signIn } from './console-helpers.ts';

const panel = (page: Page) => page.locator('resource-panel');

async function signedIn(page: Page, path: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(path);
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL(path);
}

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

test('Add Image through the console: checked fields, a refused file named with what to do, then gallery, edit and delete', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedIn(page, '/image/create');
  await expect(panel(page).getByRole('heading', { name: 'Add Image' })).toBeVisible();
  await panel(page)
    .locator('input[type=file]')
    .setInputFiles([
      { name: 'barrel-race.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(1200, 800) },
      {
        name: 'notes.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from('minutes of the board, not a picture'),
      },
    ]);
  await expect(panel(page).getByRole('textbox', { name: 'Title of barrel-race.jpg' })).toHaveValue(
    'Barrel race',
  );
  await expectNoAxeViolations(page);

  // Alt text is required: nothing is sent until each image has one.
  await panel(page).getByRole('button', { name: 'Upload 2 images' }).click();
  await expect(panel(page).getByText('Please correct the highlighted fields')).toBeVisible();
  await panel(page)
    .getByRole('textbox', { name: 'Alt Text of barrel-race.jpg' })
    .fill('A rider rounding a barrel');
  await panel(page).getByRole('textbox', { name: 'Alt Text of notes.jpg' }).fill('Board minutes');
  await panel(page).getByRole('combobox', { name: 'Bucket' }).selectOption({ label: 'Arena' });
  await panel(page).getByRole('button', { name: 'Upload 2 images' }).click();

  await expect(
    panel(page).getByRole('alert').filter({ hasText: 'notes.jpg: notes.jpg is not a JPEG' }),
  ).toContainText('Open it in an image editor, save it again as JPEG or PNG, and add it again.');
  await expect(page.locator('task-status-bar [part="bar"]')).toHaveText('1 completed, 1 failed');
  await expect(panel(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Remove notes.jpg' }).click();
  await panel(page).getByRole('button', { name: 'Back to Images' }).click();

  await expect(page).toHaveURL('/image/gallery');
  await expect(panel(page).getByRole('heading', { name: 'Image Gallery' })).toBeVisible();
  await panel(page).getByRole('combobox', { name: 'Bucket' }).selectOption({ label: 'Arena' });
  const tile = panel(page).getByRole('button', { name: 'Edit Barrel race' });
  await expect(tile).toBeVisible();
  const thumbnail = tile.getByRole('img', { name: 'A rider rounding a barrel' });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  await tile.click();
  await expect(panel(page).getByRole('heading', { name: 'Edit Image' })).toBeVisible();
  await expect(panel(page).getByText('1200 × 800 pixels')).toBeVisible();
  // The page's title, then the picture, then the form whose Save ends the page (issue 23).
  const top = async (name: string, role: 'heading' | 'button') =>
    (await panel(page).getByRole(role, { name, exact: true }).boundingBox())!.y;
  const order = [
    await top('Edit image: Barrel race', 'heading'),
    await top('Picture', 'heading'),
    await top('Save Changes', 'button'),
  ];
  expect(order).toEqual([...order].sort((a, b) => a - b));
  const key = await panel(page)
    .getByRole('img', { name: 'A rider rounding a barrel' })
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname.split('/')[2]);
  await panel(page).getByRole('textbox', { name: 'Title', exact: true }).fill('Barrel race, final round');
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Image updated successfully')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Edit Barrel race, final round' })).toBeVisible();

  // Replace: the record keeps its title and alt text, shows the new picture, and the old one is gone.
  await panel(page).getByRole('button', { name: 'Edit Barrel race, final round' }).click();
  await panel(page)
    .locator('input[type=file]')
    .setInputFiles({ name: 'retake.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(800, 600) });
  await expect(page.getByText('Image replaced successfully')).toBeVisible();
  await expect(panel(page).getByText('800 × 600 pixels')).toBeVisible();
  await expect(panel(page).getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(
    'Barrel race, final round',
  );
  const newKey = await panel(page)
    .getByRole('img', { name: 'A rider rounding a barrel' })
    .evaluate((img: HTMLImageElement) => new URL(img.currentSrc || img.src).pathname.split('/')[2]);
  expect(newKey).not.toBe(key);
  expect((await page.request.get(`/media/${key}/320.jpg`)).status()).toBe(404);

  await panel(page).getByRole('button', { name: 'Delete image' }).click();
  await panel(page).getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Image deleted successfully')).toBeVisible();
  await expect(panel(page).getByRole('heading', { name: 'Image Gallery' })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Edit Barrel race, final round' })).toHaveCount(0);
  expect((await page.request.get(`/media/${newKey}/320.jpg`)).status()).toBe(404);
});

test('Upload Files through the console, then find, download byte for byte, rename and delete them', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const files = [
    { name: 'Résumé final.bin', mimeType: 'application/octet-stream', buffer: randomBytes(300_000) },
    { name: 'standings.csv', mimeType: 'text/csv', buffer: Buffer.from('rider,score\nAda,87\n') },
  ];
  await signedIn(page, '/file-repository/upload');
  await panel(page).locator('input[type=file]').setInputFiles(files);
  await panel(page).getByRole('textbox', { name: 'Folder' }).fill('E2E uploads');
  await expectNoAxeViolations(page);
  await panel(page).getByRole('button', { name: 'Upload 2 files' }).click();
  await expect(page.getByText('2 files uploaded')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL('/file-repository/list');
  await expect(page.locator('task-status-bar [part="bar"]')).toHaveText('2 completed, 0 failed');

  await panel(page).getByRole('combobox', { name: 'Folder' }).selectOption({ label: 'E2E uploads (2)' });
  for (const file of files) {
    const download = page.waitForEvent('download');
    await panel(page)
      .getByRole('button', { name: `Download ${file.name}` })
      .click();
    const saved = await download;
    expect(saved.suggestedFilename()).toBe(file.name);
    expect((await readFile((await saved.path())!)).equals(file.buffer)).toBe(true);
  }

  await panel(page).getByRole('button', { name: 'Edit standings.csv' }).click();
  await panel(page).getByRole('textbox', { name: 'Name', exact: true }).fill('standings 2026.csv');
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('File updated successfully')).toBeVisible();
  await panel(page).getByRole('searchbox', { name: 'Search files' }).fill('standings 2026');
  // The row is on screen before the search applies: wait for the searched list itself, or the click may
  // land on the list the search then replaces.
  await expect(panel(page).getByRole('status').filter({ hasText: 'Showing 1–1 of 1' })).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Delete standings 2026.csv' })).toBeVisible();
  await panel(page).getByRole('button', { name: 'Delete standings 2026.csv' }).click();
  await panel(page).getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('File deleted successfully')).toBeVisible();
  await expect(panel(page).getByText('No files found...')).toBeVisible();
});

test('Photo Buckets: deleting a bucket that holds images asks where they go, then moves them', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const passhash = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const login = await request.post('/api?module=user&command=token', {
    headers: { Authorization: 'Bearer demo-site' },
    data: { email: 'user@demo.test', passhash },
  });
  const auth = { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
  const made = await request.post('/api?module=bucket&command=create', {
    headers: auth,
    data: { name: 'Rodeo queens', description: 'To be merged' },
  });
  const bucketId = ((await made.json()) as { payload: { bucket_id: number } }).payload.bucket_id;
  const uploaded = await request.post('/api?module=image&command=upload', {
    headers: auth,
    multipart: { file: { name: 'queen.jpg', mimeType: 'image/jpeg', buffer: await demoPhoto(640, 480) } },
  });
  const { key } = ((await uploaded.json()) as { payload: { key: string } }).payload;
  const image = await request.post('/api?module=image&command=create', {
    headers: auth,
    data: { title: 'Rodeo queen', alt: 'The rodeo queen on horseback', bucket: bucketId, media_key: key },
  });
  expect(image.status()).toBe(200);

  await signedIn(page, '/image/bucket');
  await panel(page).getByRole('button', { name: 'Delete Rodeo queens' }).click();
  const dialog = panel(page).getByRole('dialog', { name: 'Delete bucket' });
  await expect(dialog).toContainText('Rodeo queens holds 1 image.');
  await dialog.getByRole('button', { name: 'Move and delete' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the bucket its images move to');
  await dialog.getByRole('combobox', { name: 'Move its images to' }).selectOption({ label: 'Archive' });
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Move and delete' }).click();
  await expect(page.getByText('Bucket deleted successfully')).toBeVisible();
  await expect(panel(page).getByRole('button', { name: 'Delete Rodeo queens' })).toHaveCount(0);

  await page.goto('/image/gallery');
  await panel(page).getByRole('combobox', { name: 'Bucket' }).selectOption({ label: 'Archive' });
  await expect(panel(page).getByRole('button', { name: 'Edit Rodeo queen' })).toBeVisible();
});

// docs/security.md "Bad input and uploads": the account's storage quota, shown where uploads are made.
test('the Files and Image Gallery screens show the account’s storage against its quota', async ({ page }) => {
  await signedIn(page, '/file-repository/list');
  const line = panel(page).getByTestId('storage-usage');
  await expect(line).toHaveText(/^Storage: [\d.]+ (bytes|KB|MB) of 5 GB used \(0%\)$/);
  await expect(line.getByRole('meter', { name: 'Storage used' })).toHaveAttribute('max', '5000000000');
  await expectNoAxeViolations(page);

  // A full account is told what to do, before it tries an upload.
  await page.route('**/api?module=image&command=usage*', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        error: false,
        errors: [],
        payload: { used_bytes: 5_000_000_000, quota_bytes: 5_000_000_000 },
      }),
    }),
  );
  await page.goto('/image/gallery');
  await expect(panel(page).getByTestId('storage-usage')).toHaveText(
    'Storage: 5 GB of 5 GB used (100%). The storage is full: delete images or files you no longer need before uploading more.',
  );
  await expectNoAxeViolations(page);
});
