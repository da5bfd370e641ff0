// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { adoptStyles, registerCss, releaseStyles } from '../../../elements/runtime/style-registry.ts';

const shadowRoot = () => document.createElement('div').attachShadow({ mode: 'open' });
const rulesOf = (sheet: CSSStyleSheet | undefined) =>
  [...(sheet?.cssRules ?? [])].map((rule) => rule.cssText);

// One registry per module instance: the test keys are unique so the cases do not depend on each other.
describe('style registry', () => {
  it('gives a root every registered sheet', () => {
    registerCss('a.css.ts', '.a { color: red; }');
    const root = shadowRoot();
    adoptStyles(root);
    expect(root.adoptedStyleSheets.map(rulesOf)).toContainEqual(['.a { color: red; }']);
  });

  it('shares one sheet object per key between roots', () => {
    registerCss('shared.css.ts', '.s { color: blue; }');
    const [one, two] = [shadowRoot(), shadowRoot()];
    adoptStyles(one);
    adoptStyles(two);
    expect(one.adoptedStyleSheets).toEqual(two.adoptedStyleSheets);
    expect(one.adoptedStyleSheets.every((sheet, i) => sheet === two.adoptedStyleSheets[i])).toBe(true);
  });

  it('pushes a sheet registered later to live roots, but not to released ones', () => {
    const [live, released] = [shadowRoot(), shadowRoot()];
    adoptStyles(live);
    adoptStyles(released);
    releaseStyles(released);
    const before = released.adoptedStyleSheets.length;
    registerCss('late.css.ts', '.late { color: green; }');
    expect(live.adoptedStyleSheets.map(rulesOf)).toContainEqual(['.late { color: green; }']);
    expect(released.adoptedStyleSheets).toHaveLength(before);
  });

  it('replaces the rules of the same sheet when a key registers again (HMR)', () => {
    registerCss('hot.css.ts', '.hot { color: red; }');
    const root = shadowRoot();
    adoptStyles(root);
    const count = root.adoptedStyleSheets.length;
    const sheet = root.adoptedStyleSheets.find((s) => rulesOf(s)[0]?.startsWith('.hot'));
    registerCss('hot.css.ts', '.hot { color: blue; }');
    expect(root.adoptedStyleSheets).toHaveLength(count);
    expect(rulesOf(sheet)).toEqual(['.hot { color: blue; }']);
  });
});
