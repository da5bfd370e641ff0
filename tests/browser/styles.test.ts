import { equal, inShadow, loadApi, loadKitFile, mount, ok, removeAll, until } from './helpers.ts';

// What the page has before the kit runs, so that anything the kit adds would show up.
const stylesBefore = document.querySelectorAll('style, link').length;

const { $tasks, addTask, completeTask } = await loadApi();
await loadKitFile('task-status-bar.js');

const color = (host: Element, selector: string, property: 'backgroundColor' | 'borderTopColor') =>
  getComputedStyle(inShadow(host, selector))[property];

describe('styles in shadow roots (CSP, theming)', () => {
  beforeEach(() => {
    $tasks.set([]);
    completeTask(addTask({ title: 'done' }));
  });
  afterEach(() => {
    removeAll();
    document.documentElement.removeAttribute('style');
    document.adoptedStyleSheets = [];
  });

  it('adds no <style> or <link> to the document, and none inside the shadow root either', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    await until(() => inShadow(host, '[part="bar"]'));
    equal(document.querySelectorAll('style, link').length, stylesBefore);
    equal(document.adoptedStyleSheets.length, 0, 'nothing adopted by the document');
    equal(host.shadowRoot!.querySelectorAll('style, link').length, 0);
  });

  it('adopts the kit sheets into each shadow root, sharing the same sheet objects', async () => {
    const first = mount('<task-status-bar></task-status-bar>');
    const second = mount('<task-status-bar></task-status-bar>');
    await until(() => inShadow(second, '[part="bar"]'));
    const sheets = first.shadowRoot!.adoptedStyleSheets;
    ok(sheets.length > 0, 'sheets adopted');
    ok(
      sheets.length === second.shadowRoot!.adoptedStyleSheets.length &&
        sheets.every((sheet, i) => sheet === second.shadowRoot!.adoptedStyleSheets[i]),
      'the same CSSStyleSheet objects in both roots',
    );
    equal(getComputedStyle(inShadow(first, '[part="bar"]')).display, 'flex', 'the rules apply');
  });

  it('takes --console-* custom properties from the host page', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    await until(() => inShadow(host, '[part="indicator"]'));
    equal(color(host, '[part="indicator"]', 'backgroundColor'), 'rgb(22, 163, 74)', 'the default green');
    document.documentElement.style.setProperty('--console-success', 'rgb(1, 2, 3)');
    equal(color(host, '[part="indicator"]', 'backgroundColor'), 'rgb(1, 2, 3)', 'set on an ancestor');
    host.style.setProperty('--console-border-color', 'rgb(4, 5, 6)');
    equal(color(host, '[part="bar"]', 'borderTopColor'), 'rgb(4, 5, 6)', 'set on the element');
  });

  it('exposes its regions to ::part() rules of the page', async () => {
    const host = mount('<task-status-bar></task-status-bar>');
    await until(() => inShadow(host, '[part="bar"]'));
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('task-status-bar::part(bar) { background-color: rgb(7, 8, 9); }');
    document.adoptedStyleSheets = [sheet];
    equal(color(host, '[part="bar"]', 'backgroundColor'), 'rgb(7, 8, 9)');
  });
});
