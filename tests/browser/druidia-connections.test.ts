import { listOf, stubApi, storeSession, toastTexts } from './api-stub.ts';
import { equal, loadKitFile, mount, ok, removeAll, until } from './helpers.ts';

storeSession(3);
await loadKitFile('druidia-connections.js');

const connection = (druidia_id: number, service: string, user_id: number | null) => ({
  druidia_id,
  created_at: '2026-01-05 10:00:00',
  account_id: 3,
  service,
  user_id,
  user_hash: 'abcdef0123',
  token: '••••abcd',
});
const text = (host: Element) => host.shadowRoot!.textContent ?? '';

describe('druidia-connections (docs/behaviour.md#states, docs/behaviour.md#validation, docs/protocol.md, docs/behaviour.md#messages)', () => {
  afterEach(removeAll);

  it('lists the account’s connections with their badges, asking as docs/protocol.md says', async () => {
    const sent = stubApi({
      'druidia/list': listOf([
        connection(1, 'image', 12),
        connection(2, 'content', null),
        connection(3, 'task', 99),
      ]),
    });
    const host = mount('<druidia-connections></druidia-connections>');
    await until(() => equal(host.shadowRoot!.querySelectorAll('[part="connection"]').length, 3));
    for (const badge of ['Personal', 'Shared with Account', 'Other User'])
      ok(text(host).includes(badge), badge);
    const query = sent[0]!.body as Record<string, unknown>;
    equal(query.filters, [{ field: 'account_id', operator: '=', value: 3 }]);
    equal([query.limit, query.page, query.sort, query.order], [100, 1, 'created_at', 'desc']);
  });

  it("says 'No service connections found...' for an empty list", async () => {
    stubApi({ 'druidia/list': listOf([]) });
    const host = mount('<druidia-connections></druidia-connections>');
    await until(() => ok(text(host).includes('No service connections found...')));
  });

  it('does not open the dialog when every service is connected', async () => {
    const services = ['image', 'content', 'product', 'rodeo', 'contractor', 'task'];
    stubApi({ 'druidia/list': listOf(services.map((s, i) => connection(i + 1, s, 12))) });
    const host = mount('<druidia-connections></druidia-connections>');
    await until(() => equal(host.shadowRoot!.querySelectorAll('[part="connection"]').length, 6));
    host.shadowRoot!.querySelector<HTMLButtonElement>('[part="connect-button"]')!.click();
    await until(() => ok(toastTexts().includes('All available services are already connected')));
    equal(host.shadowRoot!.querySelector('dialog'), null);
  });
});
