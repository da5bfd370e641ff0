import { listOf, stubApi, storeSession, toastTexts } from './api-stub.ts';
import { equal, loadKitFile, mount, ok, removeAll, until } from './helpers.ts';

storeSession(5);
await loadKitFile('stripe-connections.js');

const text = (host: Element) => host.shadowRoot!.textContent ?? '';

describe('stripe-connections (docs/behaviour.md#screens, docs/behaviour.md#states, docs/protocol.md, docs/behaviour.md#messages)', () => {
  afterEach(() => {
    removeAll();
    history.replaceState(null, '', location.pathname);
  });

  it("says 'No Stripe connections found...' for an empty list", async () => {
    stubApi({ 'stripe/list': listOf([]) });
    const host = mount('<stripe-connections></stripe-connections>');
    await until(() => ok(text(host).includes('No Stripe connections found...')));
  });

  it('finishes a return with code and state: exchange, reload, toast, clean address', async () => {
    history.replaceState(null, '', `${location.pathname}?keep=1&code=ac_test&state=st_test`);
    const sent = stubApi({
      'stripe/handle_callback': { payload: { redirect_url: location.href } },
      'stripe/list': listOf([]),
    });
    mount('<stripe-connections></stripe-connections>');
    await until(() => ok(toastTexts().includes('Stripe connection successful!')));
    await until(() =>
      equal(
        sent.map((r) => r.name),
        ['stripe/handle_callback', 'stripe/list'],
      ),
    );
    equal([sent[0]!.query.get('code'), sent[0]!.query.get('state')], ['ac_test', 'st_test']);
    equal(location.search, '?keep=1');
  });

  it("shows 'Failed to process Stripe callback' inline when the exchange fails", async () => {
    history.replaceState(null, '', `${location.pathname}?code=ac_test&state=spent`);
    stubApi({
      'stripe/handle_callback': { status: 400, title: 'Bad Request', detail: 'Invalid or expired state' },
      'stripe/list': listOf([]),
    });
    const host = mount('<stripe-connections></stripe-connections>');
    await until(() =>
      equal(
        host.shadowRoot!.querySelector('[role="alert"]')?.textContent,
        'Failed to process Stripe callback',
      ),
    );
    equal(location.search, '');
  });

  it("tells a cancelled connect apart: 'Stripe connection was cancelled'", async () => {
    history.replaceState(null, '', `${location.pathname}?error=access_denied&error_description=No&state=s`);
    stubApi({ 'stripe/list': listOf([]) });
    mount('<stripe-connections></stripe-connections>');
    await until(() => ok(toastTexts().includes('Stripe connection was cancelled')));
    equal(location.search, '');
  });
});
