import { equal, inShadow, loadKitFile, mount, ok, removeAll, until } from './helpers.ts';

const USER_INFO = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@demo.test',
  account_name: 'Demo Rodeo',
};

/** Signs the page in or out the way another tab would: the stored record changes and 'storage' fires. */
function setStoredSession(access: number | null): void {
  if (access === null) localStorage.removeItem('auth');
  else
    localStorage.setItem(
      'auth',
      JSON.stringify({ token: 't', access, id: 1, userInfo: { ...USER_INFO, access } }),
    );
  window.dispatchEvent(new StorageEvent('storage', { key: 'auth' }));
}

localStorage.clear();
await loadKitFile('admin-shell.js');

const shadow = (host: Element) => host.shadowRoot!;

/** The menu's open state outlives an element (it is remembered), so open it only when it is closed. */
async function openUserMenu(host: Element): Promise<HTMLElement> {
  const button = await until(() => inShadow<HTMLButtonElement>(host, '[part="user-menu-button"]'));
  if (button.getAttribute('aria-expanded') !== 'true') button.click();
  return until(() => inShadow(host, '[part="user-menu"]'));
}
const nav = (host: Element) => inShadow(host, 'nav[aria-label="Main menu"]');
const navTexts = (host: Element, selector: string) =>
  [...nav(host).querySelectorAll(selector)].map((node) => node.textContent?.trim() ?? '');

describe('admin-shell (docs/behaviour.md#what-the-console-does, docs/behaviour.md#screens, docs/behaviour.md#states)', () => {
  beforeEach(() => {
    localStorage.clear();
    setStoredSession(null);
  });
  afterEach(removeAll);

  it('shows the sign-in screen and no menu while signed out, and toggles to registration', async () => {
    const host = mount('<admin-shell><p id="screen">Screen</p></admin-shell>');
    const heading = await until(() => inShadow(host, 'h1'));
    equal(heading.textContent, 'Sign in to your account');
    ok(!shadow(host).querySelector('nav'), 'no menu signed out');
    ok(!shadow(host).querySelector('slot'), 'the screen slot is not rendered signed out');
    [...shadow(host).querySelectorAll('button')]
      .find((b) => b.textContent === 'Need an account? Register')!
      .click();
    await until(() => inShadow(host, 'h1').textContent === 'Create a new account');
  });

  it('lists the groups and entries of a level-3 user, single-entry groups as links', async () => {
    setStoredSession(3);
    const host = mount('<admin-shell></admin-shell>');
    await until(() => nav(host));
    equal(navTexts(host, ':scope > ul > li > button'), ['Marketing', 'Your Data', 'Administrative', 'Media']);
    equal(navTexts(host, ':scope > ul > li > a'), [
      'Dashboard',
      'API Keys',
      'Contacts',
      'Sponsors',
      'Helpbot FAQs',
    ]);
  });

  it('opens one submenu at a time, remembers it, and closes it when the user menu opens', async () => {
    setStoredSession(9);
    const host = mount('<admin-shell></admin-shell>');
    const group = (name: string) =>
      [...nav(host).querySelectorAll<HTMLButtonElement>('button[aria-expanded]')].find(
        (b) => b.textContent === name,
      )!;
    (await until(() => group('Accounts'))).click();
    await until(() => group('Accounts').getAttribute('aria-expanded') === 'true');
    equal(localStorage.getItem('console:activeSubmenu'), '"Accounts"');
    group('Media').click();
    await until(() => group('Media').getAttribute('aria-expanded') === 'true');
    equal(group('Accounts').getAttribute('aria-expanded'), 'false');
    await openUserMenu(host);
    equal(group('Media').getAttribute('aria-expanded'), 'false');
    equal(localStorage.getItem('console:userMenuOpen'), 'true');
  });

  it('offers Account Profile from level 3 only, and Logout always', async () => {
    setStoredSession(1);
    const host = mount('<admin-shell></admin-shell>');
    const menu = await openUserMenu(host);
    ok(!menu.textContent?.includes('Account Profile'));
    ok(menu.textContent?.includes('Logout'));
    setStoredSession(3);
    await until(() => inShadow(host, '[part="user-menu"]').textContent?.includes('Account Profile'));
  });

  it('collapses to the 64 px icon strip and remembers it', async () => {
    setStoredSession(5);
    const host = mount('<admin-shell></admin-shell>');
    const sidebar = await until(() => inShadow(host, '[part="sidebar"]'));
    equal(getComputedStyle(sidebar).width, '256px');
    inShadow<HTMLButtonElement>(host, 'button[aria-label="Collapse menu"]').click();
    await until(() => getComputedStyle(inShadow(host, '[part="sidebar"]')).width === '64px');
    equal(localStorage.getItem('console:sidebarExpanded'), 'false');
  });

  it('navigates in place from a menu link and marks it current; the screen is the slot', async () => {
    setStoredSession(3);
    const host = mount('<admin-shell><p id="screen">The screen</p></admin-shell>');
    const marker = Symbol.for('no-reload');
    (window as unknown as Record<symbol, boolean>)[marker] = true;
    const link = await until(() => nav(host).querySelector<HTMLAnchorElement>('a[href="/user/api/list"]')!);
    link.click();
    await until(() => location.pathname === '/user/api/list');
    ok((window as unknown as Record<symbol, boolean>)[marker], 'no page reload');
    await until(() => link.getAttribute('aria-current') === 'page');
    const slot = inShadow<HTMLSlotElement>(host, 'main slot');
    equal(slot.assignedElements()[0]?.id, 'screen');
    history.replaceState(null, '', '/');
  });

  it('shows the network name off a sub-domain, and the current domain', async () => {
    const host = mount('<admin-shell network-name="Rodeo Network"></admin-shell>');
    await until(() => inShadow(host, '[part="title"]').textContent === 'Rodeo Network');
    equal(inShadow(host, '[part="domain"]').textContent, location.hostname);
  });
});
