import { equal, inShadow, loadApi, loadKitFile, mount, removeAll, until } from './helpers.ts';

// The i18n layer in the built kit (docs/embedding.md, language and direction), through the status bar.
const { $tasks, addTask } = await loadApi();
await loadKitFile('task-status-bar.js');

const summary = (host: Element) => inShadow(host, '[part="summary"]').textContent;
// The box inside the shadow root that carries the element's lang and dir (elements/runtime/locale.tsx).
const root = (host: Element) => inShadow(host, '[lang]');
const spanishLoaded = () =>
  performance.getEntriesByType('resource').some((entry) => /texts\.es[-.]/.test(entry.name));

describe('language and direction of an element', () => {
  beforeEach(() => {
    $tasks.set([]);
    addTask({ title: 'Import' });
  });
  afterEach(() => {
    removeAll();
    document.documentElement.lang = 'en';
    document.documentElement.removeAttribute('dir');
  });

  it('shows English to an English page, without loading another language', async () => {
    document.documentElement.lang = 'en';
    const host = mount('<task-status-bar></task-status-bar>');
    await until(() => equal(summary(host), '1 task(s) in progress'));
    equal(root(host).lang, 'en');
    equal(root(host).dir, 'ltr');
    equal(spanishLoaded(), false, 'no Spanish catalog fetched');
  });

  it('shows Spanish under <html lang="es">', async () => {
    document.documentElement.lang = 'es';
    const host = mount('<task-status-bar></task-status-bar>');
    await until(() => equal(summary(host), '1 tarea en curso'));
    equal(root(host).lang, 'es');
  });

  it("follows a change of an ancestor's lang at run time", async () => {
    const section = mount('<section lang="en"><task-status-bar></task-status-bar></section>');
    const host = section.querySelector('task-status-bar')!;
    await until(() => equal(summary(host), '1 task(s) in progress'));
    section.lang = 'es-MX';
    await until(() => equal(summary(host), '1 tarea en curso'));
    section.lang = 'en';
    await until(() => equal(summary(host), '1 task(s) in progress'));
  });

  it('is right-to-left in ar-XB, unless the page sets dir', async () => {
    const section = mount('<section lang="ar-XB"><task-status-bar></task-status-bar></section>');
    const host = section.querySelector('task-status-bar')!;
    await until(() => equal(root(host).dir, 'rtl'));
    equal(getComputedStyle(inShadow(host, '[part="bar"]')).direction, 'rtl');
    await until(() => equal(summary(host), '1\u202e task(s) in progress\u202c'));
    section.dir = 'ltr';
    await until(() => equal(root(host).dir, 'ltr'));
  });
});
