import { expect, test, type Page } from '@playwright/test';
import authEs from '../../elements/auth-form/texts.es.ts';
import { DEMO_PASSWORD, expectNoAxeViolations } from './console-helpers.ts';

test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');

// docs/architecture.md, texts and languages: the shared list controls (elements/ui/texts.ts) speak the
// browser's language when the user chose none: the pager, the filter button and its dialog, the cards'
// sort and the date control. The records and the area's labels are the data's and the definition's.
test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });
  for (const width of [1280, 390]) {
    test(`a contact list's pager and filter dialog (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact/list');
      await page.getByLabel(authEs.email).fill('admin@demo.test');
      await page.getByLabel(authEs.password).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: authEs.signIn, exact: true }).click();
      const pages = panel(page).getByRole('navigation', { name: 'Páginas' });
      await expect(pages).toContainText(/Mostrando 1–\d+ de \d+/);
      await expect(pages).toContainText('Filas por página');
      // Other specs add contacts: how many pages there are depends on the run, the first page does not.
      await expect(pages).toContainText(/Página 1 de \d+/);
      await expect(pages.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
      if (width === 390) await expect(panel(page).getByText('Ordenar por')).toBeVisible();
      await panel(page).getByRole('button', { name: 'Filtrar' }).click();
      const dialog = panel(page).getByRole('dialog', { name: 'Añadir un filtro' });
      await expect(dialog.getByText('Filtrar por')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Añadir filtro' })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/list-es-${width}.png` });
      await dialog.getByRole('button', { name: 'Cancelar' }).click();
      await expect(panel(page).getByRole('button', { name: 'Filtrar' })).toBeFocused();
      const scrolls = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(scrolls).toBeLessThanOrEqual(width);
    });
  }
});

// docs/behaviour.md#validation: a refused form in the user's language, the schema's messages included
// (lib/protocol/validation-texts.ts), the area's labels from its definition's Spanish.
test.describe('a refused form in Spanish', () => {
  test.use({ locale: 'es-ES' });
  for (const width of [1280, 390]) {
    test(`the contact form's marks and banner (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/contact/create');
      await page.getByLabel(authEs.email).fill('admin@demo.test');
      await page.getByLabel(authEs.password).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: authEs.signIn, exact: true }).click();
      await expect(panel(page).getByRole('heading', { name: 'Crear contacto' })).toBeVisible();
      await panel(page).getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-un-correo');
      await panel(page).getByRole('button', { name: 'Crear contacto' }).click();
      await expect(panel(page).getByText('Corrige los campos marcados')).toBeVisible();
      await expect(panel(page).getByText('Obligatorio').first()).toBeVisible();
      await expect(panel(page).getByText('Correo electrónico no válido')).toBeVisible();
      await expect(panel(page).getByRole('textbox', { name: 'Nombre' })).toBeFocused();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/form-es-${width}.png` });
    });
  }
});
