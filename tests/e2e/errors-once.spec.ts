import { expect, test, type Page } from '@playwright/test';
import { apiAs, expectNoAxeViolations, signIn } from './console-helpers.ts';

// docs/behaviour.md#states, "Errors show once": a failure of a field or a form shows there, the field
// focused; a failure of an action with no form is one toast. Never both.
test.describe.configure({ timeout: 120_000 });

const panel = (page: Page) => page.locator('resource-panel');
const errorToasts = (page: Page) => page.locator('[part~="toasts"] li[part~="toast-error"]');

/** The label of the focused element, inside shadow roots too. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    if (!active || active === document.body) return null;
    const id = active.getAttribute('id');
    const root = active.getRootNode() as Document | ShadowRoot;
    const label = id ? root.querySelector(`label[for="${id}"]`) : null;
    return (
      active.getAttribute('aria-label') ?? label?.textContent?.trim() ?? active.textContent?.trim() ?? ''
    );
  });

/** Two animation frames: every element's render of a store change (a toast) is on screen by then. */
const rendered = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );

for (const width of [1280, 390]) {
  test(`a record save the server refuses shows on the form, the field focused, and no toast at ${width} px`, async ({
    page,
    request,
  }) => {
    const call = await apiAs(request, 'admin@demo.test');
    const mark = `Once${width}x${Date.now()}`;
    const created = await call('contact', 'create', { first_name: 'Ada', last_name: mark });
    const id = ((await created.json()) as { payload: { contact_id: number } }).payload.contact_id;
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/contact/edit/${id}`);
    await signIn(page, 'admin@demo.test');
    const firstName = panel(page).getByRole('textbox', { name: 'First Name' });
    await expect(firstName).toHaveValue('Ada');
    await firstName.fill('Adele');
    // The browser's checks pass; the server is sent an email it refuses, as a server-only rule would.
    await page.route(/module=contact&command=update/, (route) =>
      route.continue({
        postData: JSON.stringify({ ...route.request().postDataJSON(), email: 'not-an-email' }),
      }),
    );
    await panel(page).getByRole('button', { name: /^Save/ }).click();
    await expect(
      panel(page).getByRole('alert').filter({ hasText: 'Please correct the highlighted fields' }),
    ).toBeVisible();
    const email = panel(page).getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => focusedLabel(page)).toMatch(/^Email/);
    await rendered(page);
    // Counted once, not awaited: a toast shown by mistake would go by itself after 5 s.
    expect(await errorToasts(page).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h9-screens-once-save-${width}.png` });
  });

  test(`a failed sign-in shows once, at the form, the password focused, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await signIn(page, 'user@demo.test', 'wrong-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
    await expect.poll(() => focusedLabel(page)).toMatch(/^Password/);
    await rendered(page);
    expect(await page.getByText('Invalid email or password').count()).toBe(1);
    await expectNoAxeViolations(page);
  });

  test(`a refused import shows in the upload view, and no toast, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/contact/bulk-upload');
    await signIn(page, 'user@demo.test');
    await expect(panel(page).getByRole('heading', { name: 'Bulk upload contacts' })).toBeVisible();
    await page.route(/module=contact&command=bulk_create/, (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: '' }),
    );
    const csv = `first_name,last_name,email\nRefused,Import,refused.${width}.${Date.now()}@fans.test\n`;
    await panel(page)
      .locator('input[type="file"]')
      .setInputFiles({ name: 'refused.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    const alert = panel(page).getByRole('alert').filter({ hasText: 'An HTTP error occurred: 503' });
    await expect(alert).toBeVisible();
    await rendered(page);
    // Counted once, not awaited: a toast shown by mistake would go by itself after 5 s.
    expect(await errorToasts(page).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  test(`a refused bulk action, with no form, is one toast at ${width} px`, async ({ page, request }) => {
    const call = await apiAs(request, 'admin@demo.test');
    const mark = `Bulk${width}x${Date.now()}`;
    const rows = ['A', 'B'].map((letter) => ({ first_name: letter, last_name: mark }));
    expect((await call('contact', 'bulk_create', { rows })).ok()).toBe(true);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/contact/list?search=${mark}`);
    await signIn(page, 'admin@demo.test');
    const boxes = panel(page).getByRole('checkbox', { name: `Select ${mark}` });
    await expect(boxes).toHaveCount(2);
    await boxes.first().check();
    await page.route(/module=contact&command=bulk_action/, (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: '' }),
    );
    await panel(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Delete/ })
      .click();
    await expect(errorToasts(page).filter({ hasText: 'An HTTP error occurred: 503' })).toBeVisible();
    await rendered(page);
    expect(await errorToasts(page).count()).toBe(1);
    await expectNoAxeViolations(page);
  });
}

for (const width of [1280, 390]) {
  test(`a refused profile save shows in the form's banner, and no toast, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/profile');
    await signIn(page, 'group@demo.test');
    const user = page.getByRole('region', { name: 'User Information' });
    await user.getByRole('button', { name: 'Edit User Information' }).click();
    await user.getByLabel('Email Address').fill('user@demo.test');
    await user.getByLabel('Current Password').fill('demo-password');
    await user.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      user.getByRole('alert').filter({ hasText: 'That email address is already in use' }),
    ).toBeVisible();
    // The focus goes back to Save, which lost it while the save ran, not to the page's body.
    await expect(user.getByRole('button', { name: 'Save Changes' })).toBeFocused();
    await rendered(page);
    // Counted once, not awaited: a toast shown by mistake would go by itself after 5 s.
    expect(await errorToasts(page).count()).toBe(0);
    await expectNoAxeViolations(page);
  });
}
