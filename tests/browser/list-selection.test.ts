import { listOf, stubApi, storeSession } from './api-stub.ts';
import { equal, loadKitFile, mount, nextFrames, ok, removeAll, until } from './helpers.ts';

storeSession();
await loadKitFile('resource-panel.js');

const contact = (contact_id: number, last_name: string) => ({
  contact_id,
  account_id: 3,
  first_name: 'Pat',
  last_name,
  email: `${last_name.toLowerCase()}@demo.test`,
  phone: '',
  phone_label: '',
  phone_textable: false,
  company: '',
  city: '',
  state: '',
  tags: [],
  opted_in: false,
  source: '',
  notes: '',
  created_at: '2026-01-05 10:00:00',
  updated_at: '2026-01-05 10:00:00',
  created_by: 12,
});

// Clicking inside the observer's callback, in the middle of a frame, resizes what a ResizeObserver watches:
// Chromium then reports a loop it resolves itself at the next frame, which is no failure of the list.
window.addEventListener(
  'error',
  (event) => {
    if (event.message.startsWith('ResizeObserver loop')) event.stopImmediatePropagation();
  },
  { capture: true },
);

describe('a list selection (docs/behaviour.md#lists)', () => {
  afterEach(removeAll);

  // A row ticked the moment it shows, before React has run the list's effects, once lost its tick to a
  // clear made on mount: Playwright saw 'Clicking the checkbox did not change its state' on a loaded machine.
  it('keeps a row ticked the moment the list first shows it', async () => {
    stubApi({ 'contact/list': listOf([contact(1, 'Ames'), contact(2, 'Brook')]) });
    const host = mount('<resource-panel resource="contact"></resource-panel>');
    const shadow = await until(() => host.shadowRoot ?? false);
    let ticked: HTMLInputElement | undefined;
    const tick = () => {
      const box = shadow.querySelector<HTMLInputElement>('input[aria-label="Select Ames"]');
      if (!box || ticked) return;
      ticked = box;
      box.click();
    };
    // A MutationObserver's callback runs right after React's commit, before its passive effects.
    const watch = new MutationObserver(tick);
    watch.observe(shadow, { childList: true, subtree: true });
    try {
      await until(() => ticked ?? false);
      await nextFrames();
      ok(ticked!.checked, 'the row stays ticked');
      await until(() => equal(shadow.textContent?.includes('1 selected'), true));
    } finally {
      watch.disconnect();
    }
  });
});
