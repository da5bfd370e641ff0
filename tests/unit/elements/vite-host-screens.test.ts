import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { signedInChunk } from '../../../elements/runtime/vite-host-screens.ts';

// A module graph in small: the host's entry and sign-in form, a screen with its view, and what they import.
const GRAPH: Record<string, string[]> = {
  '/app/main.tsx': ['/app/text-field.tsx', '/node_modules/react/index.js'],
  '/app/auth-form.tsx': ['/app/text-field.tsx'],
  '/app/text-field.tsx': [],
  '/app/resource-screen.tsx': ['/app/list-view.tsx', '/app/text-field.tsx', '/node_modules/react/index.js'],
  '/app/list-view.tsx': ['/app/data-table.tsx'],
  '/app/data-table.tsx': [],
  '/node_modules/react/index.js': [],
};
const ctx = {
  getModuleInfo: (id: string) => (id in GRAPH ? { id, importedIds: GRAPH[id] } : null),
} as unknown as Rolldown.ChunkingContext;

describe('signedInChunk', () => {
  const name = signedInChunk(
    'screens',
    ['/app/resource-screen.tsx'],
    ['/app/main.tsx', '/app/auth-form.tsx'],
  );
  const chunkOf = (id: string) =>
    (name as (id: string, ctx: Rolldown.ChunkingContext) => string | null)(id, ctx);

  it('groups the screen and the sources it imports', () => {
    expect(['/app/resource-screen.tsx', '/app/list-view.tsx', '/app/data-table.tsx'].map(chunkOf)).toEqual([
      'screens',
      'screens',
      'screens',
    ]);
  });

  it("leaves the sign-in screen's sources and packages where they are", () => {
    expect(chunkOf('/app/text-field.tsx')).toBeNull();
    expect(chunkOf('/app/main.tsx')).toBeNull();
    expect(chunkOf('/node_modules/react/index.js')).toBeNull();
  });
});
