import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../../elements/manifest/generate.ts';

// custom-elements.json, the React and Vue typings and docs/elements.md are made from the elements' JSDoc
// by `npm run manifest` (also run by `npm run build`); a committed copy that differs is stale.
describe('files generated from the elements', () => {
  it('are committed as the analyzer makes them', async () => {
    const files = await generatedFiles();
    expect([...files.keys()]).toContain('custom-elements.json');
    for (const [file, content] of files) {
      expect(readFileSync(file, 'utf8'), `${file} is stale: run \`npm run manifest\``).toBe(content);
    }
  });
});
