import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { currentNotes, PROTOCOL_DOC, renderProtocolDoc } from '../../server/docs/protocol-doc.ts';

it('docs/protocol.md matches the command tables (run: npm run manifest, which the build runs)', async () => {
  expect(readFileSync(PROTOCOL_DOC, 'utf8')).toBe(await renderProtocolDoc(currentNotes()));
});
