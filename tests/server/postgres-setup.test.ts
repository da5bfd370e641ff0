import { afterEach, expect, it, vi } from 'vitest';
import type { TestProject } from 'vitest/node';
import setup from './postgres-setup.ts';

// The global setup's rule, with a machine that has no PostgreSQL: CI fails, a developer's run skips.
vi.mock('../postgres-cluster.ts', () => ({
  startCluster: () => Promise.resolve({ skipped: 'no PostgreSQL binaries in /nowhere' }),
}));

const project = () => {
  const provided = new Map<string, unknown>();
  return {
    provided,
    provide: (key: string, value: unknown) => provided.set(key, value),
  } as unknown as TestProject & {
    provided: Map<string, unknown>;
  };
};

afterEach(() => {
  vi.unstubAllEnvs();
});

it('fails when CI is set and PostgreSQL is missing', async () => {
  vi.stubEnv('TEST_DATABASE_URL', '');
  vi.stubEnv('CI', 'true');
  await expect(setup(project())).rejects.toThrow('PostgreSQL is required when CI is set');
});

it('skips the PostgreSQL half outside CI', async () => {
  vi.stubEnv('TEST_DATABASE_URL', '');
  vi.stubEnv('CI', '');
  const local = project();
  await expect(setup(local)).resolves.toBeUndefined();
  expect(local.provided.get('postgresUrl')).toBeNull();
});
