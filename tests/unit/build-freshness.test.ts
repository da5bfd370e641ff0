import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inputHash, staleReason, START_BUILD_SCRIPT, writeStamp } from '../../server/build/freshness.ts';

const INPUTS = ['lib', 'vite.config.ts'];
let root: string;

const write = (path: string, text: string): void => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-freshness-'));
  write('lib/a.ts', 'export const a = 1;');
  write('lib/deep/b.ts', 'export const b = 2;');
  write('vite.config.ts', 'export default {};');
  write('dist/host/index.html', '<!doctype html>');
  write('dist/kit/.vite/manifest.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('build freshness (npm start rebuilds only when the sources changed)', () => {
  it('asks for a build when there is none', () => {
    expect(staleReason(root, INPUTS)).toBe('no build yet');
  });

  it('is fresh right after a build, even when files were touched without changing', () => {
    writeStamp(root, INPUTS);
    expect(staleReason(root, INPUTS)).toBeUndefined();
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'lib/a.ts'), later, later);
    expect(staleReason(root, INPUTS)).toBeUndefined();
  });

  it('is stale when a source changes, appears or goes away', () => {
    writeStamp(root, INPUTS);
    write('lib/deep/b.ts', 'export const b = 3;');
    expect(staleReason(root, INPUTS)).toBe('the sources changed');
    writeStamp(root, INPUTS);
    write('lib/c.ts', '');
    expect(staleReason(root, INPUTS)).toBe('the sources changed');
    writeStamp(root, INPUTS);
    rmSync(join(root, 'lib/c.ts'));
    expect(staleReason(root, INPUTS)).toBe('the sources changed');
  });

  it('tells a renamed file from the same contents under the old name', () => {
    const before = inputHash(root, INPUTS);
    rmSync(join(root, 'lib/a.ts'));
    write('lib/a2.ts', 'export const a = 1;');
    expect(inputHash(root, INPUTS)).not.toBe(before);
  });

  it('is stale when a build output is missing', () => {
    writeStamp(root, INPUTS);
    rmSync(join(root, 'dist/host'), { recursive: true });
    expect(staleReason(root, INPUTS)).toBe('dist/host/index.html is missing');
  });

  it('ignores files nobody builds from (outside the inputs, node_modules)', () => {
    writeStamp(root, INPUTS);
    write('server/main.ts', 'changed');
    write('lib/node_modules/x/index.js', 'changed');
    expect(staleReason(root, INPUTS)).toBeUndefined();
  });
});

describe('npm start', () => {
  it('never runs what rewrites committed files (the manifest, docs/protocol.md), only the bundles into dist/', () => {
    const { scripts } = JSON.parse(
      readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8'),
    ) as {
      scripts: Record<string, string>;
    };
    // Every command a script runs, following `npm run X` into X.
    const commands = (script: string): string[] =>
      scripts[script]!.split('&&')
        .map((command) => command.trim())
        .flatMap((command) => {
          const nested = /^npm run (\S+)$/.exec(command);
          return nested ? commands(nested[1]!) : [command];
        });
    const started = [...commands('start'), ...commands(START_BUILD_SCRIPT)];
    const writers = commands('manifest');
    expect(writers).toContain('tsx server/docs/protocol-doc.ts');
    expect(started.filter((command) => writers.includes(command))).toEqual([]);
    // `npm run build` still regenerates them, then makes the same bundles.
    expect(commands('build')).toEqual([...writers, ...commands(START_BUILD_SCRIPT)]);
  });
});
