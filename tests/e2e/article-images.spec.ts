import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations, signIn } from './console-helpers.ts';

const panel = (page: Page) => page.locator('resource-panel');

/** A GET of the API as the signed-in user (the auth record's token), to see what the server stored. */
const apiGet = (page: Page, query: string) =>
  page.evaluate(async (q) => {
    const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
    const response = await fetch(`/api?${q}`, { headers: { Authorization: `Bearer ${token}` } });
    return (await response.json()) as { payload: Record<string, unknown> };
  }, query);

/** An <img> that has really loaded a rendition (image-delivery's, inside its shadow root; lazy, so in view). */
const expectLoaded = async (image: Locator) => {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
};

async function newArticle(page: Page, title: string): Promise<number> {
  await page.goto('/article/create');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL('/article/create');
  await panel(page).getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  const created = page.waitForResponse((r) => r.url().includes('module=article&command=create'));
  await panel(page).getByRole('button', { name: 'Create Article' }).click();
  const id = ((await (await created).json()) as { payload: { article_id: number } }).payload.article_id;
  await expect(page.getByText('Article created successfully')).toBeVisible();
  await page.goto(`/article/editor/${id}`);
  return id;
}

const ALT = 'Moonrise over the arena on finals night';

test('article body: an image from the gallery with its own alt text, stored, reloaded and previewed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const id = await newArticle(page, `E2E article image ${Date.now()}`);
  const body = panel(page).getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Before the picture');
  await panel(page)
    .getByRole('toolbar', { name: 'Body formatting' })
    .getByRole('button', { name: 'Insert image' })
    .click();

  const picker = page.getByRole('dialog', { name: 'Insert image from the gallery' });
  // The gallery's own browsing: bucket filter and search narrow the tiles.
  await expect(picker.getByRole('button', { name: 'Choose Arena at dusk' })).toBeVisible();
  await picker.getByRole('combobox', { name: 'Bucket' }).selectOption({ label: 'Archive' });
  await expect(picker.getByRole('button', { name: 'Choose Arena at dusk' })).toHaveCount(0);
  await picker.getByRole('searchbox', { name: 'Search images' }).fill('moon');
  const tile = picker.getByRole('button', { name: 'Choose Night rodeo' });
  await expect(tile).toBeVisible();
  await expectLoaded(tile.getByRole('img', { name: 'A full moon over the dark arena hills' }));
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  const alt = picker.getByRole('textbox', { name: 'Alt text' });
  await expect(alt).toHaveValue('A full moon over the dark arena hills');
  await expectNoAxeViolations(page);

  // Alt text is required: an empty one is refused at the field, and nothing is inserted.
  await alt.fill('  ');
  await picker.getByRole('button', { name: 'Insert image' }).click();
  await expect(picker.getByText('Describe the image for people who cannot see it')).toBeVisible();
  await expect(alt).toHaveAttribute('aria-invalid', 'true');
  await alt.fill(ALT);
  await alt.press('Enter');
  await expect(picker).toHaveCount(0);

  const inEditor = body.getByRole('img', { name: ALT });
  await expectLoaded(inEditor);
  await expect(panel(page).getByText(/^Draft saved at /)).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().includes('module=article&command=update'));
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Article updated successfully')).toBeVisible();

  const stored = String((await apiGet(page, `module=article&command=read&article_id=${id}`)).payload.body);
  expect(stored).toMatch(
    new RegExp(
      `^<p>Before the picture</p><image-delivery image-key="[A-Za-z0-9_-]{32}" alt="${ALT}" width="1200" height="800"></image-delivery>`,
    ),
  );
  expect(stored).not.toMatch(/<img|src=|domain=/i);

  // Saving goes back to the list; the editor opens again on the stored article.
  await page.goto(`/article/editor/${id}`);
  await expectLoaded(body.getByRole('img', { name: ALT }));
  await expect(panel(page).getByText(/^Restored your unsaved draft/)).toHaveCount(0);

  await panel(page).getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /as readers will see it/ });
  await expect(preview.getByText('Before the picture')).toBeVisible();
  await expectLoaded(preview.getByRole('img', { name: ALT }));
  await expectNoAxeViolations(page);
});

test('hero image: chosen from the gallery, shown as a thumbnail, saved, and removed', async ({ page }) => {
  test.setTimeout(60_000);
  const id = await newArticle(page, `E2E hero image ${Date.now()}`);
  const hero = panel(page).getByRole('group', { name: 'Hero Image' });
  await expect(hero.getByText('No image')).toBeVisible();
  await hero.getByRole('button', { name: 'Choose hero image' }).click();

  const picker = page.getByRole('dialog', { name: 'Choose hero image' });
  await picker.getByRole('searchbox', { name: 'Search images' }).fill('dusk');
  await expect(picker.getByRole('button', { name: 'Choose Grounds in the morning' })).toHaveCount(0);
  await picker.getByRole('button', { name: 'Choose Arena at dusk' }).click();
  await expectNoAxeViolations(page);
  await picker.getByRole('button', { name: 'Choose image' }).click();
  await expect(picker).toHaveCount(0);
  const thumbnail = hero.getByRole('img', {
    name: 'The rodeo arena under an orange evening sky, green hills behind it',
  });
  await expectLoaded(thumbnail);
  await expect(hero.getByText('Arena at dusk')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /as readers will see it/ });
  await expectLoaded(
    preview.getByRole('img', { name: 'The rodeo arena under an orange evening sky, green hills behind it' }),
  );
  await preview.getByRole('button', { name: 'Close preview' }).click();

  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Article updated successfully')).toBeVisible();
  const heroId = (await apiGet(page, `module=article&command=read&article_id=${id}`)).payload.hero_image;
  expect(typeof heroId).toBe('number');

  // Read back by its id after a reload, then removed.
  await page.goto(`/article/editor/${id}`);
  await expectLoaded(thumbnail);
  await hero.getByRole('button', { name: 'Remove hero image' }).click();
  await expect(hero.getByText('No image')).toBeVisible();
  await panel(page).getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Article updated successfully')).toBeVisible();
  expect((await apiGet(page, `module=article&command=read&article_id=${id}`)).payload.hero_image).toBeNull();
});
