import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from './config.ts';
import { GENERATE_KEY } from './cluster/shared-keys.ts';

/** Server-side keys, never stored in the database: a leaked dump alone cannot verify or decrypt. */
export interface Keys {
  /** Pepper for password hashes. */
  pepper: Buffer;
  /** Key encrypting secrets at rest (Stripe keys, Druidia tokens). */
  secrets: Buffer;
}

const KEY_BYTES = 32;

// Buffer.from ignores what is not base64: a placeholder such as '...' would decode to nothing at all.
function decode(name: string, base64: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== KEY_BYTES || key.toString('base64') !== base64.trim()) {
    throw new Error(
      `${name} must be ${KEY_BYTES} random bytes in base64 (44 characters; this is not): make one with ${GENERATE_KEY}`,
    );
  }
  return key;
}

// A missing key file is created once (mode 0600) so a fresh clone starts without setup.
function fromFile(dir: string, file: string): Buffer {
  const path = join(dir, file);
  try {
    return decode(path, readFileSync(path, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const key = randomBytes(KEY_BYTES);
    writeFileSync(path, key.toString('base64'), { mode: 0o600, flag: 'wx' });
    return key;
  }
}

/** Each key's variable and, when the variable is unset, the file under the keys folder that holds it. */
export const KEY_FILES = { PASSWORD_PEPPER: 'pepper', SECRETS_KEY: 'secrets' } as const;

export const keysDir = (config: Pick<Config, 'keysDir' | 'dataDir'>): string =>
  config.keysDir ?? join(config.dataDir, 'keys');

export function loadKeys(config: Config, env: Record<string, string | undefined> = process.env): Keys {
  const load = (envName: keyof typeof KEY_FILES): Buffer =>
    env[envName] ? decode(envName, env[envName]) : fromFile(keysDir(config), KEY_FILES[envName]);
  return { pepper: load('PASSWORD_PEPPER'), secrets: load('SECRETS_KEY') };
}
