import { describe, expect, it } from 'vitest';
import { hoistImports } from '../../../elements/runtime/vite-hoist-imports.ts';

interface FakeChunk {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  isEntry: boolean;
  isDynamicEntry: boolean;
}

const chunk = (fileName: string, imports: string[], kind: 'entry' | 'lazy' | 'shared'): FakeChunk => ({
  type: 'chunk',
  fileName,
  code: `// ${fileName}`,
  imports,
  isEntry: kind === 'entry',
  isDynamicEntry: kind === 'lazy',
});

const generate = hoistImports().generateBundle as unknown as (
  options: unknown,
  bundle: Record<string, FakeChunk>,
) => void;

describe('hoistImports Vite plugin', () => {
  // panel.js -> gate -> (runtime, signed-out -> runtime); view (lazy) -> list -> (runtime, icons)
  const build = () => {
    const bundle = Object.fromEntries(
      [
        chunk('panel.js', ['chunks/runtime.js', 'chunks/gate.js'], 'entry'),
        chunk('chunks/gate.js', ['chunks/runtime.js', 'chunks/signed-out.js'], 'shared'),
        chunk('chunks/signed-out.js', ['chunks/runtime.js'], 'shared'),
        chunk('chunks/runtime.js', [], 'shared'),
        chunk('chunks/view.js', ['chunks/list.js'], 'lazy'),
        chunk('chunks/list.js', ['chunks/runtime.js', 'chunks/icons.js', 'chunks/view.js'], 'shared'),
        chunk('chunks/icons.js', [], 'shared'),
      ].map((entry) => [entry.fileName, entry]),
    );
    generate({}, bundle);
    return bundle;
  };

  it('has an entry import, after its own imports, the chunks only its imports reached', () => {
    const { 'panel.js': panel } = build();
    expect(panel!.code).toBe('// panel.js\nimport"./chunks/signed-out.js";');
    expect(panel!.imports).toEqual(['chunks/runtime.js', 'chunks/gate.js', 'chunks/signed-out.js']);
  });

  it('does the same for a lazily loaded chunk, with paths from its own folder, never itself', () => {
    const { 'chunks/view.js': view } = build();
    expect(view!.code).toBe('// chunks/view.js\nimport"./runtime.js";import"./icons.js";');
  });

  it('leaves the chunks that only others import as they are', () => {
    const bundle = build();
    expect(bundle['chunks/gate.js']!.code).toBe('// chunks/gate.js');
    expect(bundle['chunks/list.js']!.code).toBe('// chunks/list.js');
  });
});
