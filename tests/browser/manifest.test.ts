import { equal, loadApi, loadKitFile, mount, ok, until } from './helpers.ts';

// custom-elements.json is kept by hand: these checks keep it true to the element that ships.
interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string; default: string }[];
}
const manifest = (await (await fetch('/custom-elements.json')).json()) as {
  modules: { declarations: Declaration[] }[];
};
const declaration = manifest.modules.flatMap((module) => module.declarations)[0]!;

const { $tasks, addTask, completeTask, failTask, startTask } = await loadApi();
await loadKitFile('task-status-bar.js');

describe('custom-elements.json for task-status-bar', () => {
  it('lists exactly the observed attributes', () => {
    equal(declaration.tagName, 'task-status-bar');
    const element = customElements.get('task-status-bar') as unknown as { observedAttributes: string[] };
    equal(
      declaration.attributes.map((attribute) => attribute.name).sort(),
      [...element.observedAttributes].sort(),
    );
  });

  it('lists parts that all exist in the rendered element', async () => {
    $tasks.set([]);
    startTask(addTask({ title: 'running', total: 4, progress: 1 }));
    failTask(addTask({ title: 'failed' }));
    completeTask(addTask({ title: 'done' }));
    const host = mount('<task-status-bar open></task-status-bar>');
    await until(() => host.shadowRoot!.querySelector('[part="panel"]') ?? false);
    const missing = declaration.cssParts.filter(
      (part) => !host.shadowRoot!.querySelector(`[part~="${part.name}"]`),
    );
    equal(missing, []);
  });

  it('documents every custom property the styles read, with the default they fall back to', () => {
    const host = document.querySelector('task-status-bar')!;
    const css = host
      .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText))
      .join('\n');
    const used = new Map(
      [...css.matchAll(/var\((--console-[a-z-]+),\s*([^)]*)\)/g)].map((m) => [m[1]!, m[2]!]),
    );
    ok(used.size > 0, 'the styles use the theme');
    const documented = new Map(
      declaration.cssProperties.map((property) => [property.name, property.default]),
    );
    for (const [name, fallback] of used) equal(documented.get(name), fallback, name);
  });
});
