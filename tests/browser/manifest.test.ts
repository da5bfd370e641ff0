import { equal, loadApi, loadKitFile, mount, ok, until } from './helpers.ts';

// custom-elements.json is generated from the elements' JSDoc (npm run manifest; tests/unit/elements-manifest.test.ts
// keeps the committed file current): these checks keep that JSDoc true to the elements that ship.
interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  cssParts: { name: string }[];
  cssProperties: { name: string; default: string }[];
}
const manifest = (await (await fetch('/custom-elements.json')).json()) as {
  modules: { declarations: Declaration[] }[];
};
const declarations = manifest.modules.flatMap((module) => module.declarations);
const declaration = declarations.find((d) => d.tagName === 'task-status-bar')!;

const { $tasks, addTask, completeTask, failTask, startTask } = await loadApi();
await loadKitFile('task-status-bar.js');

// Read when the element connects rather than observed (elements/runtime/instance-config.ts).
const CONFIG_ATTRIBUTES = ['api-base', 'site-token', 'image-domain', 'image-path'];

describe('custom-elements.json for task-status-bar', () => {
  it('lists exactly the observed attributes', () => {
    equal(declaration.tagName, 'task-status-bar');
    const element = customElements.get('task-status-bar') as unknown as { observedAttributes: string[] };
    equal(
      declaration.attributes.map((attribute) => attribute.name).sort(),
      [...element.observedAttributes].sort(),
    );
  });

  it('declares every element the kit defines, each with its observed attributes', async () => {
    await loadKitFile('console-kit.js');
    for (const { tagName, attributes } of declarations) {
      const element = customElements.get(tagName) as unknown as { observedAttributes: string[] } | undefined;
      ok(element, `${tagName} is defined by console-kit.js`);
      const declared = attributes.map((a) => a.name).filter((name) => !CONFIG_ATTRIBUTES.includes(name));
      equal(declared.sort(), [...element.observedAttributes].sort(), tagName);
    }
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
    // Every root adopts every sheet of the kit loaded on the page, so any element's list may document it.
    const documented = new Map(
      declarations.flatMap((d) => d.cssProperties).map((property) => [property.name, property.default]),
    );
    for (const [name, fallback] of used) equal(documented.get(name), fallback, name);
  });
});
