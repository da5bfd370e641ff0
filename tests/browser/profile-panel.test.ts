import { sendKeys } from '@web/test-runner-commands';
import { stubApi, storeSession, toastTexts, USER } from './api-stub.ts';
import { equal, inShadow, loadKitFile, mount, ok, removeAll, until } from './helpers.ts';

storeSession();
await loadKitFile('profile-panel.js');

const button = (host: Element, name: string) =>
  [...host.shadowRoot!.querySelectorAll('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  ) ?? null;
const byLabel = <E extends HTMLElement>(host: Element, label: string) => {
  const found = [...host.shadowRoot!.querySelectorAll('label')].find((l) => l.textContent === label);
  return found ? (host.shadowRoot!.getElementById(found.htmlFor) as E) : null;
};
const events = (host: Element, type: string) => {
  const seen: unknown[] = [];
  host.addEventListener(type, (event) => seen.push((event as CustomEvent).detail));
  return seen;
};

describe('profile-panel (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#validation, docs/behaviour.md#messages)', () => {
  afterEach(removeAll);

  it('shows the user and the account, with "No description available"', async () => {
    const host = mount('<profile-panel></profile-panel>');
    await until(() => ok(host.shadowRoot!.textContent!.includes('ada@example.com')));
    ok(host.shadowRoot!.textContent!.includes('No description available'));
    ok(button(host, 'Edit User Information'));
    ok(button(host, 'Edit Account Information'), 'a group admin may edit the account');
  });

  it('formats the phone as typed, saves, re-reads by email and fires updated', async () => {
    const saved = { ...USER, primary_phone: '(555) 123-4567', primary_phone_textable: 1 };
    const sent = stubApi({ 'user/update': { payload: saved }, 'user/read': { payload: saved } });
    const host = mount('<profile-panel></profile-panel>');
    const updated = events(host, 'updated');
    (await until(() => button(host, 'Edit User Information') ?? false)).click();
    const phone = await until(() => byLabel<HTMLInputElement>(host, 'Primary Phone') ?? false);
    equal(phone.placeholder, '(XXX) XXX-XXXX');
    ok(byLabel<HTMLInputElement>(host, 'Primary Phone Label')!.disabled, 'label waits for a number');
    phone.focus();
    await sendKeys({ type: '5551234567' });
    await until(() => equal(phone.value, '(555) 123-4567'));
    ok(!byLabel<HTMLInputElement>(host, 'Primary Phone Label')!.disabled);
    const textable = inShadow<HTMLButtonElement>(host, 'button[role="switch"]');
    await until(() => ok(!textable.disabled));
    textable.click();
    await until(() => equal(textable.getAttribute('aria-checked'), 'true'));
    button(host, 'Save Changes')!.click();
    await until(() => equal(updated.length, 1));
    // The "Sign-in and security" and "Where you are signed in" sections read their own state (the app's,
    // the passkeys, the sessions) when they appear, whenever that is.
    const save = sent.filter(
      (r) => !['second_factor/status', 'passkey/list', 'session/list'].includes(r.name),
    );
    equal(
      save.map((r) => r.name),
      ['user/update', 'user/read'],
    );
    ok(!('passhash' in (save[0]!.body as object)), 'a blank password is not sent');
    equal((save[0]!.body as { primary_phone_textable: string }).primary_phone_textable, 'true');
    equal(save[1]!.query.get('email'), 'ada@example.com');
    equal((updated[0] as { section: string }).section, 'user');
    await until(() => ok(toastTexts().includes('User information updated successfully')));
  });

  it("shows a refused account save's reason in the banner and fires cancel on Cancel", async () => {
    stubApi({
      'account/update': { status: 403, title: 'Forbidden', detail: 'account/update needs access level 5' },
    });
    const host = mount('<profile-panel></profile-panel>');
    const cancelled = events(host, 'cancel');
    (await until(() => button(host, 'Edit Account Information') ?? false)).click();
    const description = await until(() => byLabel<HTMLTextAreaElement>(host, 'Description') ?? false);
    equal(description.rows, 4);
    button(host, 'Save Changes')!.click();
    await until(() =>
      equal(inShadow(host, '[role="alert"]').textContent, 'account/update needs access level 5'),
    );
    button(host, 'Cancel')!.click();
    await until(() => equal(cancelled, [{ section: 'account' }]));
  });
});
