import type * as ConsoleApi from '../../elements/kit/console-api.ts';
import { equal, inShadow, loadKitFile, mount, ok, removeAll, text, until } from './helpers.ts';

// Two entries on one page, as when a host loads one element on its own and later the whole kit.
await loadKitFile('task-status-bar.js');
const kit = (await loadKitFile('console-kit.js')) as typeof ConsoleApi;
const api = (await loadKitFile('console-api.js')) as typeof ConsoleApi;

describe('two kit entries on one page', () => {
  afterEach(removeAll);

  it('share one task store', () => {
    ok(kit.$tasks === api.$tasks, 'console-kit.js and console-api.js export the same store');
    ok(kit.addTask === api.addTask);
  });

  it('drive an element of one entry through the API of another', async () => {
    kit.$tasks.set([]);
    const host = mount('<task-status-bar></task-status-bar>');
    kit.startTask(kit.addTask({ title: 'From console-kit.js' }));
    await until(() => equal(text(host, '[part="summary"]'), '1 task(s) in progress'));
    api.failTask(api.$tasks.get()[0]!.id);
    await until(() => equal(text(host, '[part="summary"]'), '0 completed, 1 failed'));
  });

  it('define each tag once: running a registration again is a no-op', async () => {
    const defined = customElements.get('task-status-bar');
    ok(defined, 'defined');
    // A second copy of the entry module (another URL) runs its registration again on the shared runtime.
    await loadKitFile('task-status-bar.js?again');
    ok(customElements.get('task-status-bar') === defined, 'the first definition stays');
    kit.$tasks.set([]);
    kit.addTask({ title: 'still works' });
    const host = mount('<task-status-bar></task-status-bar>');
    await until(() => inShadow(host, '[part="bar"]'));
  });
});
