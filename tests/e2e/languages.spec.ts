import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiAs, DEMO_PASSWORD, expectNoAxeViolations, signIn } from './console-helpers.ts';

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

// The profile's Language setting (docs/behaviour.md#screens): a user of their own, so that no other test's
// demo user comes up in Spanish.
async function newUser(request: APIRequestContext): Promise<string> {
  const email = `lang${Date.now()}${Math.floor(Math.random() * 1000)}@demo.test`;
  const call = await apiAs(request, 'group@demo.test');
  const created = await call('user', 'create', {
    email,
    first_name: 'Lola',
    last_name: 'Idioma',
    passhash: createHash('sha256').update(DEMO_PASSWORD).digest('hex'),
    access: 3,
  });
  expect(created.ok()).toBe(true);
  return email;
}

const sectionHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 2, name, exact: true });

test('the profile’s Language setting: Español saved, the page in Spanish, kept on reload and at the next sign-in', async ({
  page,
  request,
}) => {
  const email = await newUser(request);
  await page.goto('/profile');
  await signIn(page, email);
  await expect(sectionHeading(page, 'Language')).toBeVisible();
  const select = page.getByRole('combobox', { name: 'Language' });
  await expect(select).toHaveValue('');
  await select.selectOption('es');
  await page.getByRole('button', { name: 'Save language' }).click();

  // Every element of the page changes language at once, without a reload.
  await expect(sectionHeading(page, 'Idioma')).toBeVisible();
  await expect(page.getByText('Idioma guardado')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
  await expect(sectionHeading(page, 'Dónde has iniciado sesión')).toBeVisible();

  await page.reload();
  await expect(sectionHeading(page, 'Idioma')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');

  // Signed out, the browser chooses (English here); the next sign-in brings the saved choice back. The
  // shell's user menu is in Spanish too.
  await page.locator('[part="user-menu-button"]').click();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page.getByLabel('Email Address')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/profile');
  await signIn(page, email);
  await expect(sectionHeading(page, 'Idioma')).toBeVisible();

  // Back to the browser's choice: English again.
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('');
  await page.getByRole('button', { name: 'Guardar idioma' }).click();
  await expect(sectionHeading(page, 'Language')).toBeVisible();
  await expect(page.getByText('Language saved')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

for (const width of [1280, 390]) {
  test(`the profile in Spanish at ${width} px, axe clean`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 });
    const email = await newUser(request);
    const call = await apiAs(request, email);
    const user = (await (await call('user', 'read', { email }, 'GET')).json()) as {
      payload: { user_id: number };
    };
    expect(
      (await call('user', 'update', { user_id: user.payload.user_id, language: 'es' }, 'PUT')).ok(),
    ).toBe(true);
    await page.goto('/profile');
    await signIn(page, email);
    await expect(sectionHeading(page, 'Idioma')).toBeVisible();
    await expect(sectionHeading(page, 'Dónde has iniciado sesión')).toBeVisible();
    await expect(sectionHeading(page, 'Inicio de sesión y seguridad')).toBeVisible();
    await expect(page.getByText('Aplicación de autenticación: desactivada.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'Llaves de acceso' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Guardar idioma' })).toBeDisabled();
    await expect(sectionHeading(page, 'Conexiones de Stripe')).toBeVisible();
    const stripe = page.getByRole('list', { name: 'Conexiones de Stripe' });
    await expect(stripe.getByText('Modo de prueba').first()).toBeVisible();
    await expect(stripe.getByText('Publicable').first()).toBeVisible();
    await expect(
      page.getByText('Conectar y cambiar cuentas de Stripe es cosa de los administradores'),
    ).toBeVisible();
    await expect(sectionHeading(page, 'Conexiones de servicios')).toBeVisible();
    const services = page.getByRole('list', { name: 'Conexiones de servicios' });
    await expect(services.getByText('Compartida con la cuenta').first()).toBeVisible();
    await expect(services.getByRole('button', { name: 'Probar la conexión de Rodeo' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: `/tmp/h8-lang-profile-es-${width}.png`, fullPage: true });

    // The authenticator app's set-up, in Spanish too.
    await page.getByRole('button', { name: 'Configurar una aplicación de autenticación' }).click();
    await expect(page.getByRole('textbox', { name: 'Código de la aplicación' })).toBeFocused();
    await expect(page.getByText('Escanea este código QR')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activar', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h8-lang-totp-es-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Cancelar' }).click();

    // A passkey's name dialog.
    await page.getByRole('button', { name: 'Añadir una llave de acceso' }).click();
    const dialog = page.getByRole('dialog', { name: 'Añadir una llave de acceso' });
    await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Añadir llave de acceso' }).click();
    await expect(dialog.getByText('Ponle un nombre a la llave de acceso')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h8-lang-passkey-es-${width}.png` });
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    // Service Connections' dialog, with the services by their Spanish names.
    await page.getByRole('button', { name: 'Conectar servicio' }).click();
    const connect = page.getByRole('dialog', { name: 'Conectar un servicio' });
    // Which services are still free depends on what other specs connected for the account.
    const options = connect.getByRole('combobox', { name: 'Servicio' }).locator('option');
    await expect(options.first()).toHaveText('Elige un servicio');
    const offered = (await options.allTextContents()).slice(1);
    expect(offered.length).toBeGreaterThan(0);
    const spanish = ['Imágenes', 'Contenido', 'Productos', 'Rodeo', 'Contratistas', 'Tareas'];
    expect(offered.filter((name) => !spanish.includes(name))).toEqual([]);
    await expect(connect.getByRole('button', { name: 'Conectar', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// docs/embedding.md, language and direction: a property page in Spanish embedding two panels, signed in by
// the console's session; the page's lang changes at run time, then one panel's own lang overrides it.
test('a property page with lang="es" embedding two panels, and a switch of lang at run time', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await signIn(page, 'admin@demo.test');
  await expect(page.locator('[part~="user-menu-button"]')).toBeVisible();
  await page.route('**/property.html', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="es"><head><title>Rodeo</title>
        <script type="module" src="/kit/resource-panel.js"></script></head>
        <body><main><resource-panel id="contacts" resource="contact"></resource-panel>
        <resource-panel id="sponsors" resource="sponsor"></resource-panel></main></body></html>`,
    }),
  );
  await page.goto('/property.html');
  const contacts = page.locator('#contacts');
  const sponsors = page.locator('#sponsors');
  const filter = (panel: typeof contacts, name: string) => panel.getByRole('button', { name, exact: true });
  for (const panel of [contacts, sponsors]) {
    await expect(filter(panel, 'Filtrar')).toBeVisible();
    await expect(panel.locator('[lang]').first()).toHaveAttribute('lang', 'es');
  }
  await expectNoAxeViolations(page);
  await page.evaluate(() => (document.documentElement.lang = 'en'));
  for (const panel of [contacts, sponsors]) await expect(filter(panel, 'Filter')).toBeVisible();
  await page.evaluate(() => document.querySelector('#sponsors')!.setAttribute('lang', 'es'));
  await expect(filter(sponsors, 'Filtrar')).toBeVisible();
  await expect(filter(contacts, 'Filter')).toBeVisible();
  await expect(sponsors.locator('[lang]').first()).toHaveAttribute('lang', 'es');
});
