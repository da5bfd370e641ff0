import type * as ConsoleApi from '../../elements/kit/console-api.ts';
import { equal, inShadow, loadKitFile, ok, until } from './helpers.ts';

// Elements that exist before the kit loads: markup parsed early, properties set by a page script.
document.body.innerHTML = '<task-status-bar id="from-markup" open></task-status-bar>';
const early = document.createElement('task-status-bar') as HTMLElement & {
  open?: boolean;
  autoCloseDelay?: number;
};
early.open = true;
early.autoCloseDelay = 300;
document.body.append(early);

const { addTask } = (await loadKitFile('console-kit.js')) as typeof ConsoleApi;
addTask({ title: 'x' });

const panel = (host: Element) => host.shadowRoot?.querySelector('[part="panel"]') ?? null;

describe('elements upgraded after the kit loads', () => {
  it('honour an empty boolean attribute from the markup', async () => {
    const host = document.getElementById('from-markup')!;
    await until(() => inShadow(host, '[part="panel"]'));
    equal(inShadow(host, '[part="bar"]').getAttribute('aria-expanded'), 'true');
  });

  it('keep properties set before the tag was defined', async () => {
    ok(!Object.hasOwn(early, 'open'), 'the own property gave way to the element accessor');
    equal(early.getAttribute('open'), '');
    equal(early.getAttribute('auto-close-delay'), '300');
    await until(() => inShadow(early, '[part="panel"]'));
    await until(() => panel(early) === null, 2000);
  });
});

describe('an element never put in a document', () => {
  it('renders nothing until it is inserted', async () => {
    // Created and given attributes, as a framework's discarded render leaves one: beside it, one in the page.
    const detached = document.createElement('task-status-bar') as HTMLElement & { open?: boolean };
    detached.open = true;
    const shown = document.createElement('task-status-bar') as HTMLElement & { open?: boolean };
    shown.open = true;
    document.body.append(shown);
    await until(() => inShadow(shown, '[part="bar"]'));
    equal(detached.shadowRoot?.childNodes.length, 0);
    document.body.append(detached);
    await until(() => inShadow(detached, '[part="bar"]'));
  });
});
