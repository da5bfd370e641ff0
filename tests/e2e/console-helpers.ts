import { createHash } from 'node:crypto';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sidebarMenu } from '../../lib/routing/menu.ts';
import { ROUTES } from '../../lib/routing/routes.ts';

export const DEMO_PASSWORD = 'demo-password';

/**
 * The sidebar's labels at `level`, as the route table says (its SPEC entries are checked in
 * tests/unit/routing/routes.test.ts), so that an area added to the registry needs no edit here.
 */
export const menuFor = (level: number): string[] =>
  sidebarMenu(ROUTES, level)
    .flatMap(({ items }) => items.map(({ label }) => label))
    .sort();

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Signs out as a user does, from the user menu. Clearing storage instead races the user read that follows
 * a sign-in: its answer writes the session back, and the next page opens signed in.
 */
export async function signOut(page: Page): Promise<void> {
  await page.locator('[part="user-menu-button"]').click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
}

export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** Every entry the sidebar offers: the single links, and each group's submenu opened in turn. */
export async function sidebarLabels(page: Page): Promise<string[]> {
  const menu = mainMenu(page);
  await expect(menu).toBeVisible();
  const labels = new Set<string>();
  const collect = async () => {
    for (const text of await menu.getByRole('link').allInnerTexts()) labels.add(text.trim());
  };
  await collect();
  const groups = menu.locator('button[aria-expanded]');
  for (let i = 0; i < (await groups.count()); i += 1) {
    const group = groups.nth(i);
    if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await collect();
  }
  return [...labels].sort();
}

/** axe-core over the whole page, shadow roots included: no violation at all. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * A host page on the console's origin holding one resource-panel with `attributes`, signed in by the
 * console's session; it keeps the detail of each view-change and list-state-change in `window.events`,
 * which the returned function reads.
 */
export async function openHostPage(page: Page, attributes: string): Promise<() => Promise<unknown[]>> {
  await page.route('**/host-page.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><title>Host page</title>
        <script type="module" src="/kit/resource-panel.js"></script></head>
        <body><main><resource-panel ${attributes}></resource-panel></main>
        <script>
          window.events = [];
          for (const type of ['view-change', 'list-state-change'])
            document.addEventListener(type, (event) => window.events.push({ type, ...event.detail }));
        </script></body></html>`,
    }),
  );
  await page.goto('/host-page.html');
  return () => page.evaluate(() => (window as unknown as { events: unknown[] }).events);
}

export async function apiAs(request: APIRequestContext, email: string) {
  const passhash = createHash('sha256').update('demo-password').digest('hex');
  const login = await request.post('/api?module=user&command=token', {
    headers: { Authorization: 'Bearer demo-site' },
    data: { email, passhash },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  // A GET command takes its input in the query (docs/protocol.md); the others in the body.
  return (
    module: string,
    command: string,
    body: unknown,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'POST',
  ) =>
    method === 'GET'
      ? request.get(`/api?${new URLSearchParams({ module, command, ...(body as Record<string, string>) })}`, {
          headers,
        })
      : request.fetch(`/api?module=${module}&command=${command}`, { method, headers, data: body });
}

/** 35 contacts of one source, Addr01 to Addr35, so a list filtered to them has four pages of ten. */
export async function seedContacts(request: APIRequestContext): Promise<string> {
  const mark = `addr${Date.now()}`;
  const call = await apiAs(request, 'user@demo.test');
  const rows = Array.from({ length: 35 }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { first_name: 'Pat', last_name: `Addr${n}`, email: `addr${n}.${mark}@fans.test`, source: mark };
  });
  expect((await call('contact', 'bulk_create', { rows })).ok()).toBe(true);
  return mark;
}

/** Holds every request for the build's chunks whose file name `pattern` matches until `release` is called. */
export async function holdChunks(
  page: Page,
  pattern: RegExp,
): Promise<{ release: () => void; asked: () => boolean }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(pattern, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

/** Holds zod and the schemas (the `schemas` and `protocol` chunks, vite.config.ts). */
export const holdSchemaChunks = (page: Page) => holdChunks(page, /\/(schemas|protocol)-[\w-]{8}\.js$/);

/** A call of the API from the page as its signed-in user (the auth record's token); a null body sends none. */
export const apiFromPage = (page: Page, query: string, body: unknown, method = 'POST') =>
  page.evaluate(
    async ([q, b, m]) => {
      const { token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { token: string };
      const response = await fetch(`/api?${q as string}`, {
        method: m as string,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: b === null ? undefined : JSON.stringify(b),
      });
      return (await response.json()) as { payload: Record<string, unknown> };
    },
    [query, body, method] as const,
  );

/**
 * A new account and its owner (a group admin, level 5), signing in with `password`, so a spec may change
 * what the demo users' must keep; answers the email.
 */
export async function registerOwner(
  request: APIRequestContext,
  label: string,
  password: string,
): Promise<string> {
  const email = `${label}-${Date.now()}@owners.e2e.test`;
  const response = await request.post('/api?module=account&command=register', {
    headers: { Authorization: 'Bearer demo-site' },
    data: {
      email,
      first_name: 'Owen',
      last_name: 'Owner',
      passhash: createHash('sha256').update(password).digest('hex'),
      account_name: `Account ${label}`,
    },
  });
  expect(response.status()).toBe(200);
  return email;
}
