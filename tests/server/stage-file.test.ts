import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, expect, it } from 'vitest';
import { stageFile } from '../../server/media/receive-upload.ts';

// A truncated upload fails its part's stream while the staged file is still opening. Removed before the
// open completed, the file appeared afterwards and stayed staged (seen in CI as a leftover after the
// hostile-HTTP suite). Each timing below left files behind before the fix.
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const failures = {
  'before staging starts': (kill: () => void) => kill(),
  'on the next tick': (kill: () => void) => process.nextTick(kill),
  'on the next timer': (kill: () => void) => setTimeout(kill, 0),
};

it.each(Object.entries(failures))('leaves nothing staged when the part fails %s', async (_, when) => {
  const dir = await mkdtemp(join(tmpdir(), 'staging-'));
  dirs.push(dir);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const part = new PassThrough();
    part.on('error', () => {});
    part.write('\x89PNG');
    when(() => part.destroy(new Error('Unexpected end of form')));
    await expect(stageFile(part, 'a.png', dir, 1_000)).rejects.toThrow('Unexpected end of form');
  }
  expect(await readdir(dir)).toEqual([]);
});
