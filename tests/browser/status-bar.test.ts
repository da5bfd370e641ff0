import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import {
  equal,
  inShadow,
  loadApi,
  loadKitFile,
  manualTimers,
  mount,
  nextFrames,
  ok,
  removeAll,
  sleep,
  text,
  until,
} from './helpers.ts';

const api = await loadApi();
await loadKitFile('task-status-bar.js');

const { $tasks, addTask, cancelTask, completeTask, failTask, startTask, updateTask } = api;

const bar = (host: Element) => inShadow<HTMLButtonElement>(host, '[part="bar"]');
const summary = (host: Element) => text(host, '[part="summary"]');
const indicator = (host: Element) => inShadow(host, '[part="indicator"]').dataset.state;
const panel = (host: Element) => host.shadowRoot?.querySelector<HTMLElement>('[part="panel"]') ?? null;
const rowTitles = (host: Element, group: string) =>
  [...(host.shadowRoot?.querySelectorAll(`section[aria-labelledby] ul`) ?? [])]
    .filter((list) => list.previousElementSibling?.textContent === group)
    .flatMap((list) => [...list.querySelectorAll('li')].map((li) => li.textContent ?? ''));

const openPanel = async (host: HTMLElement) => {
  (await until(() => bar(host))).click();
  return until(() => panel(host) ?? false);
};

describe('task-status-bar (docs/behaviour.md#states, docs/behaviour.md#limits)', () => {
  beforeEach(() => $tasks.set([]));
  afterEach(removeAll);

  it('renders nothing while there are no tasks', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    await sleep(50);
    equal(host.shadowRoot?.textContent, '');
    equal(host.getBoundingClientRect().height, 0, 'takes no room');
  });

  it("reads 'N task(s) in progress' with a blue pulsing indicator while tasks run", async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    addTask({ title: 'Queued one' });
    startTask(addTask({ title: 'Active one' }));
    await until(() => equal(summary(host), '2 task(s) in progress'));
    equal(indicator(host), 'active');
    const dot = getComputedStyle(inShadow(host, '[part="indicator"]'));
    equal(dot.backgroundColor, 'rgb(37, 99, 235)', 'blue');
    ok(dot.animationName !== 'none', 'pulses');
  });

  it("reads 'X completed, Y failed' once nothing runs, red with a failure, green without", async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    const a = addTask({ title: 'a' });
    const b = addTask({ title: 'b' });
    completeTask(a);
    completeTask(b);
    await until(() => equal(summary(host), '2 completed, 0 failed'));
    equal(indicator(host), 'ok');
    equal(
      getComputedStyle(inShadow(host, '[part="indicator"]')).backgroundColor,
      'rgb(22, 163, 74)',
      'green',
    );
    failTask(addTask({ title: 'c' }), 'Broken');
    await until(() => equal(summary(host), '2 completed, 1 failed'));
    equal(indicator(host), 'error');
    equal(getComputedStyle(inShadow(host, '[part="indicator"]')).backgroundColor, 'rgb(220, 38, 38)', 'red');
  });

  it("reads 'Cancelled' for a task a person ended, counted apart and never red", async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    completeTask(addTask({ title: 'sent' }));
    cancelTask(addTask({ title: 'Send broadcast: Rodeo week' }), 'Cancelled before it finished');
    await until(() => equal(summary(host), '1 completed, 0 failed, 1 cancelled'));
    equal(indicator(host), 'ok');
    await openPanel(host);
    const state = inShadow(host, '[data-status="cancelled"]');
    equal(state.textContent?.split(' · ')[0], 'Cancelled');
  });

  it('does not pulse when the user prefers reduced motion', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    startTask(addTask({ title: 'busy' }));
    await until(() => equal(indicator(host), 'active'));
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      equal(getComputedStyle(inShadow(host, '[part="indicator"]')).animationName, 'none');
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('expands into a panel listing running tasks with progress and the 3 newest finished ones', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    const running = addTask({ title: 'Import contacts', total: 8 });
    startTask(running);
    updateTask(running, { progress: 2, message: 'Row 2 of 8' });
    for (const [i, title] of ['first', 'second', 'third', 'fourth'].entries()) {
      completeTask(addTask({ title }), undefined, Date.now() + i);
    }
    equal((await until(() => bar(host))).getAttribute('aria-expanded'), 'false');
    const opened = await openPanel(host);
    equal(bar(host).getAttribute('aria-expanded'), 'true');
    equal(bar(host).getAttribute('aria-controls'), opened.id);
    const progress = inShadow(host, '[part="progress"]');
    equal(
      ['aria-valuenow', 'aria-valuemax'].map((name) => progress.getAttribute(name)),
      ['2', '8'],
    );
    equal((progress.firstElementChild as HTMLElement).style.width, '25%');
    ok(rowTitles(host, 'In progress')[0]?.includes('Row 2 of 8'), 'shows the message');
    ok(rowTitles(host, 'In progress')[0]?.includes('2/8'), 'shows progress/total');
    equal(
      rowTitles(host, 'Recent').map((row) => row.split('Completed')[0]),
      ['fourth', 'third', 'second'],
    );
  });

  it('dismisses a failed task, announcing it with task-dismiss; completed ones have no dismiss', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    const failed = addTask({ title: 'Upload' });
    failTask(failed, 'Network down');
    completeTask(addTask({ title: 'Sync' }));
    await openPanel(host);
    const buttons = host.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="dismiss-button"]');
    equal(buttons.length, 1);
    equal(buttons[0]!.getAttribute('aria-label'), 'Dismiss Upload');
    const events: unknown[] = [];
    document.addEventListener('task-dismiss', (event) => events.push((event as CustomEvent).detail), {
      once: true,
    });
    buttons[0]!.click();
    await until(() => equal(summary(host), '1 completed, 0 failed'));
    equal(events, [{ id: failed }]);
    equal(
      $tasks.get().map((task) => task.title),
      ['Sync'],
    );
  });

  it("clears every finished task with 'Clear finished' and then hides", async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    completeTask(addTask({ title: 'done' }));
    failTask(addTask({ title: 'failed' }));
    await openPanel(host);
    inShadow(host, '[part="clear-button"]').click();
    await until(() => host.shadowRoot?.textContent === '');
    equal($tasks.get(), []);
    ok(!host.hasAttribute('open'), 'does not come back expanded');
  });

  it('fires toggle with the open state and keeps it in the open attribute', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    addTask({ title: 'x' });
    const events: unknown[] = [];
    host.addEventListener('toggle', (event) => events.push((event as unknown as CustomEvent).detail));
    await openPanel(host);
    ok(host.hasAttribute('open'));
    equal((host as HTMLElementTagNameMap['task-status-bar']).open, true);
    bar(host).click();
    await until(() => panel(host) === null);
    await until(() => equal(events, [{ open: true }, { open: false }]));
  });

  it('is keyboard operable: Enter opens, Escape closes and focus returns to the bar', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    failTask(addTask({ title: 'broken' }));
    (await until(() => bar(host))).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => panel(host) ?? false);
    await sendKeys({ press: 'Tab' });
    equal(host.shadowRoot!.activeElement?.getAttribute('part'), 'dismiss-button');
    const focused = getComputedStyle(host.shadowRoot!.activeElement!);
    ok(focused.outlineStyle === 'solid' && focused.outlineWidth === '2px', 'visible focus');
    await sendKeys({ press: 'Escape' });
    await until(() => panel(host) === null);
    ok(host.shadowRoot!.activeElement === bar(host), 'focus is back on the bar');
  });

  it('closes by itself after the auto-close delay, counted from the last activity inside', async () => {
    const host = mount('<task-status-bar auto-close-delay="400"></task-status-bar>');
    addTask({ title: 'x' });
    const timers = manualTimers();
    try {
      const opened = await openPanel(host);
      timers.tick(250);
      opened.dispatchEvent(new MouseEvent('mousemove', { bubbles: true, composed: true }));
      timers.tick(399);
      await nextFrames();
      ok(panel(host), 'still open 649 ms after opening, 399 ms after the move');
      timers.tick(1);
      await until(() => panel(host) === null);
      ok(!host.hasAttribute('open'));
    } finally {
      timers.restore();
    }
  });

  it('closes when the open attribute is removed and opens from an empty open attribute', async () => {
    const host = mount('<task-status-bar open></task-status-bar>');
    addTask({ title: 'x' });
    await until(() => panel(host) ?? false);
    host.removeAttribute('open');
    await until(() => panel(host) === null);
    (host as HTMLElementTagNameMap['task-status-bar']).open = true;
    equal(host.getAttribute('open'), '', 'the property reflects as a plain boolean attribute');
    await until(() => panel(host) ?? false);
  });

  it('falls back to the default delay when auto-close-delay is removed', async () => {
    const host = mount('<task-status-bar auto-close-delay="150"></task-status-bar>');
    addTask({ title: 'x' });
    equal((host as HTMLElementTagNameMap['task-status-bar']).autoCloseDelay, 150);
    host.removeAttribute('auto-close-delay');
    equal((host as HTMLElementTagNameMap['task-status-bar']).autoCloseDelay, undefined);
    const timers = manualTimers();
    try {
      await openPanel(host);
      timers.tick(4999);
      await nextFrames();
      ok(panel(host), 'the 5000 ms default applies again, not 150 ms');
      timers.tick(1);
      await until(() => panel(host) === null);
    } finally {
      timers.restore();
    }
  });
});
