import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectProblem } from '../../server/db/connect-problem.ts';
import { freePort } from '../free-port.ts';
import { startS3Server, type S3Server } from '../s3-server.ts';
import { runToExit } from '../server-process.ts';

// docs/operations.md, "Start-up": each setting an operator can get wrong stops the server with one line
// naming it and the fix, and exit code 1, never a stack trace.

const key = () => randomBytes(32).toString('base64');
const PRODUCTION = { NODE_ENV: 'production', PASSWORD_PEPPER: key(), SECRETS_KEY: key() };
const NO_S3 = { STORAGE_URL: '', AWS_ACCESS_KEY_ID: '', AWS_SECRET_ACCESS_KEY: '' };

const dir = mkdtempSync(join(tmpdir(), 'console-refusals-'));
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function refusal(env: Record<string, string>): Promise<string> {
  const { code, out } = await runToExit(['server/main.ts'], {
    ...NO_S3,
    DATA_DIR: join(dir, randomBytes(4).toString('hex')),
    PORT: String(await freePort()),
    ...env,
  });
  expect(code).toBe(1);
  const lines = out.trim().split('\n');
  expect(lines, out).toHaveLength(1);
  expect(lines[0]).toMatch(/^Refusing to start: /);
  return lines[0]!;
}

describe('a server with a setting that cannot work refuses to start in one line', { timeout: 60_000 }, () => {
  it('names a PASSWORD_PEPPER that is not 32 base64 bytes, as the README placeholder, and how to make one', async () => {
    expect(await refusal({ PASSWORD_PEPPER: '...' })).toMatch(
      /PASSWORD_PEPPER must be 32 random bytes in base64 .*randomBytes\(32\)/,
    );
    expect(await refusal({ SECRETS_KEY: randomBytes(16).toString('base64') })).toMatch(
      /SECRETS_KEY must be 32/,
    );
  });

  it('names a PUBLIC_ORIGIN without a scheme, and one over http in production', async () => {
    expect(await refusal({ PUBLIC_ORIGIN: 'console.example.com' })).toContain(
      "PUBLIC_ORIGIN: 'console.example.com' is not an origin like https://",
    );
    expect(await refusal({ ...PRODUCTION, PUBLIC_ORIGIN: 'http://console.example.com' })).toContain(
      'PUBLIC_ORIGIN must be https when NODE_ENV=production',
    );
  });

  it('names a STORAGE_URL a shell cut at &, and says to quote it', async () => {
    // What `STORAGE_URL=s3://media?endpoint=E&region=R npm start` hands the server.
    expect(
      await refusal({ STORAGE_URL: 's3://media?endpoint=http://127.0.0.1:9', region: 'eu-west-1' }),
    ).toContain(
      "STORAGE_URL was cut at '&' by the shell (its 'region' arrived as a variable of its own): quote the whole value",
    );
  });

  it('checks the bucket at start: no credentials, wrong credentials', async () => {
    expect(await refusal({ STORAGE_URL: s3.storageUrl })).toContain(
      'STORAGE_URL is set but no S3 credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    );
    const wrong = await refusal({ ...s3.env, AWS_ACCESS_KEY_ID: 'WRONG', AWS_SECRET_ACCESS_KEY: 'WRONG' });
    expect(wrong).toContain(
      "STORAGE_URL: the bucket 'media' refused to list its objects (InvalidAccessKeyId",
    );
  });

  it('names an unreachable database, without its password', async () => {
    const url = `postgres://console:secret-password@127.0.0.1:${await freePort()}/console`;
    const line = await refusal({ DATABASE_URL: url, PASSWORD_PEPPER: key(), SECRETS_KEY: key() });
    expect(line).toMatch(
      /DATABASE_URL: cannot reach PostgreSQL at 127\.0\.0\.1:\d+ \(ECONNREFUSED\); start it/,
    );
    expect(line).not.toContain('secret-password');
  });

  it.runIf(inject('postgresUrl'))('names a user the database refuses', async () => {
    const url = new URL(inject('postgresUrl')!);
    url.username = 'nobody_here';
    url.password = 'secret-password';
    const line = await refusal({ DATABASE_URL: url.href, PASSWORD_PEPPER: key(), SECRETS_KEY: key() });
    expect(line).toContain('DATABASE_URL: PostgreSQL at 127.0.0.1:');
    expect(line).toContain('role "nobody_here" does not exist');
    expect(line).not.toContain('secret-password');
  });

  // The test cluster trusts every local user, so a wrong password is shown with PostgreSQL's own error.
  it('names a wrong database password with the user, never the password', () => {
    const error = Object.assign(new Error('password authentication failed for user "console"'), {
      code: '28P01',
    });
    const line = connectProblem(error, 'postgres://console:hunter2@db.internal:6432/console');
    expect(line).toBe(
      'DATABASE_URL: PostgreSQL at db.internal:6432 refused the password of user "console"; correct the user or password in DATABASE_URL',
    );
    expect(connectProblem(new Error('syntax error'), 'postgres://db/console')).toBeUndefined();
  });
});
