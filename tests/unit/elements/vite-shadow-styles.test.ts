import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { shadowStyles } from '../../../elements/runtime/vite-shadow-styles.ts';

const ROOT = '/repo';

function transformWith(command: 'build' | 'serve', code: string, id: string) {
  const plugin = shadowStyles();
  (plugin.configResolved as (config: ResolvedConfig) => void)({ root: ROOT, command } as ResolvedConfig);
  const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
  return transform(code, id);
}

const compiled = `import '/repo/elements/x/styles.css.ts.vanilla.css';
export var bar = 'abc1';`;

describe('shadowStyles Vite plugin', () => {
  it('turns the vanilla-extract CSS import into an ?inline string registered under a root-relative key', () => {
    const result = transformWith('build', compiled, '/repo/elements/x/styles.css.ts');
    expect(result?.code).toBe(
      `import { registerCss } from "/repo/elements/runtime/style-registry.ts";
import __shadowCss0 from "/repo/elements/x/styles.css.ts.vanilla.css?inline";
registerCss("elements/x/styles.css.ts", __shadowCss0);
export var bar = 'abc1';`,
    );
  });

  it('rewrites every such import of a module, root-relative ids included', () => {
    const code = `import "/elements/runtime/theme.css.ts.vanilla.css";\nimport '/repo/elements/x/styles.css.ts.vanilla.css';`;
    const result = transformWith('build', code, '/repo/elements/x/styles.css.ts');
    expect(result?.code).toContain('registerCss("elements/runtime/theme.css.ts", __shadowCss0);');
    expect(result?.code).toContain('registerCss("elements/x/styles.css.ts", __shadowCss1);');
    expect(result?.code).not.toMatch(/vanilla\.css["'];/);
  });

  it('makes the module accept its own hot updates in dev only', () => {
    expect(transformWith('serve', compiled, '/repo/elements/x/styles.css.ts')?.code).toContain(
      'import.meta.hot.accept()',
    );
    expect(transformWith('build', compiled, '/repo/elements/x/styles.css.ts')?.code).not.toContain(
      'import.meta.hot',
    );
  });

  it('leaves other modules, and .css.ts modules without CSS, alone', () => {
    expect(transformWith('build', compiled, '/repo/elements/x/view.tsx')).toBeNull();
    expect(transformWith('build', 'export var theme = {};', '/repo/elements/x/vars.css.ts')).toBeNull();
  });
});
