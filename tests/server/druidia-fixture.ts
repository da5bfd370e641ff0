import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { DruidiaConnection } from '../../lib/protocol/druidia.ts';
import { decryptSecret } from '../../server/secrets/cipher.ts';
import { startTestApi, type CallResult, type TestApi, type TestDatabase } from './harness.ts';

const USERS = ['user@demo.test', 'group@demo.test', 'admin@demo.test', 'owner@other.test'] as const;
export type Who = (typeof USERS)[number];

/**
 * The druidia test files' shared setup, registered in the calling describe: a seeded API, a token per
 * caller, user ids by email, and the helpers the tests speak in. `suite.api` is set once beforeAll ran.
 */
export function druidiaSuite(database: TestDatabase) {
  const suite = { api: undefined as unknown as TestApi };
  const tokens = {} as Record<Who, string>;
  const userIds: Record<string, number> = {};
  beforeAll(async () => {
    const api = await startTestApi({ database });
    suite.api = api;
    Object.assign(tokens, await api.logins(USERS));
    Object.assign(userIds, await api.userIds());
  });
  afterAll(() => suite.api.close());

  const call = (who: Who, command: string, input: Record<string, unknown> = {}): Promise<CallResult> => {
    const method = ['read', 'delete'].includes(command) ? 'query' : 'body';
    const query = Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]));
    return suite.api.call('druidia', command, {
      token: tokens[who],
      ...(method === 'query' ? { query } : { body: input }),
    });
  };
  const connection = (result: CallResult): DruidiaConnection => {
    expect(result.status, JSON.stringify(result.packet.errors)).toBe(200);
    return result.packet.payload as DruidiaConnection;
  };
  const connect = async (who: Who, service: string): Promise<DruidiaConnection> =>
    connection(await call(who, 'connect', { service }));
  const detail = (result: CallResult): string => result.packet.errors[0]?.detail ?? '';
  /** The stored token, decrypted with the server's key: what the masked form must end with. */
  const storedToken = async (id: number): Promise<{ plain: string; stored: string }> => {
    const [row] = await suite.api.db.query<{ token_encrypted: string }>(
      'SELECT token_encrypted FROM druidia_connections WHERE druidia_id = $1',
      [id],
    );
    const stored = row?.token_encrypted ?? '';
    return {
      stored,
      plain: decryptSecret(suite.api.keys.secrets, stored, `druidia_connections.token#${id}`),
    };
  };
  const expectMasked = async (reply: DruidiaConnection) => {
    const { plain, stored } = await storedToken(reply.druidia_id);
    expect(reply.token).toBe(`••••${plain.slice(-4)}`);
    expect(stored).toMatch(/^v1\./);
    expect(stored).not.toContain(plain);
  };
  /** Each test of the calling describe starts with no connections at all. */
  const startEmpty = () =>
    beforeEach(async () => {
      await suite.api.db.query('DELETE FROM druidia_connections');
    });

  return { suite, tokens, userIds, call, connection, connect, detail, storedToken, expectMasked, startEmpty };
}
