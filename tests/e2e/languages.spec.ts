import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './console-helpers.ts';

// docs/embedding.md, language and direction: a host page's lang chooses the sign-in form's language, and
// ar-XB turns it right-to-left. Screenshots land in /tmp for a person to look at.

async function openSignIn(page: Page, lang: string): Promise<void> {
  await page.route('**/languages.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="${lang}"><head><title>Host page</title>
        <script type="module" src="/kit/resource-panel.js"></script></head>
        <body><main><resource-panel resource="contact"></resource-panel></main></body></html>`,
    }),
  );
  await page.goto('/languages.html');
}

const heading = (page: Page) => page.locator('resource-panel h1');
// The box in the element's shadow root that carries its lang and dir (elements/runtime/locale.tsx).
const localeBox = (page: Page) => page.locator('resource-panel [lang]').first();

for (const width of [1280, 390]) {
  test(`the sign-in form in Spanish at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignIn(page, 'es');
    await expect(heading(page)).toHaveText('Inicia sesión en tu cuenta');
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toBeVisible();
    await expect(localeBox(page)).toHaveAttribute('lang', 'es');
    await expect(localeBox(page)).toHaveAttribute('dir', 'ltr');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h6-sign-in-es-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: '¿No tienes cuenta? Regístrate' }).click();
    await expect(heading(page)).toHaveText('Crea una cuenta nueva');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h6-register-es-${width}.png`, fullPage: true });
  });

  test(`the sign-in form right-to-left in ar-XB at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await openSignIn(page, 'ar-XB');
    await expect(heading(page)).toHaveText('\u202eSign in to your account\u202c');
    await expect(localeBox(page)).toHaveAttribute('dir', 'rtl');
    const form = page.locator('resource-panel form').first();
    expect(await form.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h6-sign-in-ar-XB-${width}.png`, fullPage: true });
  });
}

test('the form follows a change of the page lang without a reload', async ({ page }) => {
  await openSignIn(page, 'en');
  await expect(heading(page)).toHaveText('Sign in to your account');
  await page.evaluate(() => (document.documentElement.lang = 'es'));
  await expect(heading(page)).toHaveText('Inicia sesión en tu cuenta');
});
