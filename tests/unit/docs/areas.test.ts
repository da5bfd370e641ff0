// The areas docs/elements.md names for <resource-panel resource> are the registry's (lib/resources/areas.ts),
// so a new area that the doc leaves out, or one removed that it keeps, fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { AREAS } from '../../../lib/resources/areas.ts';

it("lists the registry's areas as the resource-panel's resource values in docs/elements.md", () => {
  const doc = readFileSync(join(import.meta.dirname, '../../../docs/elements.md'), 'utf8');
  const line = /\| `resource` +\| `resource` +\|[^|]*\|[^|]*\| The area: ([^|]*)\|/.exec(doc)?.[1] ?? '';
  const named = [...line.matchAll(/`(\w+)`/g)].map(([, name]) => name);
  expect(named.sort()).toEqual(AREAS.map((area) => area.name).sort());
});
