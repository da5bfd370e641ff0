import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { expect } from 'vitest';
import { mountHostApp } from '../../server/http/host-page.ts';
import { securityHeaders } from '../../server/http/security-headers.ts';

/**
 * The console as server/http/host-page.ts serves it, from a build folder of its own holding `files`
 * (paths under dist/host: index.html and the like) and an empty manifest. The caller removes `root`.
 */
export async function builtHost(files: Record<string, string>): Promise<{ app: Hono; root: string }> {
  const root = await mkdtemp(join(tmpdir(), 'built-host-'));
  await mkdir(join(root, 'dist/host/.vite'), { recursive: true });
  await writeFile(join(root, 'dist/host/.vite/manifest.json'), '{}');
  for (const [path, text] of Object.entries(files)) await writeFile(join(root, 'dist/host', path), text);
  const app = new Hono();
  app.use(securityHeaders);
  const cwd = process.cwd();
  process.chdir(root);
  try {
    expect(mountHostApp(app, { siteToken: 'site' })).toBe(true);
  } finally {
    process.chdir(cwd);
  }
  return { app, root };
}
