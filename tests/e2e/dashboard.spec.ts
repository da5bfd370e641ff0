import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectNoAxeViolations, signIn } from './console-helpers.ts';

test('the dashboard says what changed since the last visit, and each count opens exactly those records', async ({
  page,
}) => {
  await page.goto('/');
  await signIn(page, 'circuit@demo.test');
  await expect(page).toHaveURL('/dashboard');
  const changes = page.getByRole('region', { name: 'Since your last visit' });
  // The demo data was written when the server started: within the week a first visit looks back on.
  const contacts = changes.getByRole('link', { name: /Contacts/ });
  await expect(contacts).toBeVisible();
  // Areas by their plural ('Broadcasts'), not by their menu item ('Broadcast').
  await expect(changes.getByRole('link', { name: /\d+\s*Broadcasts/ })).toBeVisible();
  const count = Number((await contacts.innerText()).match(/\d+/)![0]);
  await expect(page.getByRole('region', { name: 'Upcoming rodeos' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Scheduled broadcasts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Connections' })).toContainText(/service connections?/);
  // The sidebar is not repeated on the page.
  await expect(page.getByRole('heading', { name: 'What you can reach' })).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await contacts.click();
  await expect(page).toHaveURL(/\/contact\/list\?.*filter=updated_at/);
  await expect(page.locator('resource-panel [part="pagination"] [role="status"]')).toContainText(
    new RegExp(`of ${count.toLocaleString('en-US')}$`),
  );

  // Back on the dashboard within the same session, the window is the same one.
  await page.goBack();
  await expect(changes.getByRole('link', { name: /Contacts/ })).toContainText(String(count));
});

test('a user below the rodeo level sees no rodeo card', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'user@demo.test');
  await expect(page.getByRole('region', { name: 'Scheduled broadcasts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Upcoming rodeos' })).toHaveCount(0);
});

test('the gate counts card shows the figures the glance carries, with no read of its own first', async ({
  page,
}) => {
  // Never answered: a card that waited for its own read would say 'Loading' for as long as it is held.
  await page.route(/[?&]module=checkin&command=counts\b/, () => undefined);
  await page.goto('/');
  await signIn(page, 'circuit@demo.test');
  const gates = page.getByRole('region', { name: 'At the gates' });
  await expect(gates.getByRole('listitem').first()).toHaveText(/^\d[\d,]*\s*Admitted$/);
});

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('the connections and a broadcast’s channel are in the page’s language, not English or protocol keys', async ({
    page,
  }) => {
    await page.goto('/');
    await page.locator('input[type="email"]').fill('super@demo.test');
    await page.locator('input[type="password"]').fill(DEMO_PASSWORD);
    await page.locator('button[type="submit"]').click();
    const connections = page.getByRole('region', { name: 'Conexiones' });
    await expect(connections).toContainText(/conexi(ón|ones) de servicio/);
    await expect(connections).toContainText(/cuentas? de Stripe activas?/);
    await expect(connections).toContainText(/en modo real/);
    await expect(connections).not.toContainText(/service connection|Stripe accounts?|live mode/);
    // The demo's next broadcast is a push one: its channel in the words the broadcast list shows, never its
    // key ('push') or the English ('Push').
    const broadcasts = page.getByRole('region', { name: 'Envíos programados' });
    await expect(broadcasts.getByRole('listitem').first()).toContainText('Notificación push ·');
  });
});
