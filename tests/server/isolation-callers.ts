import { afterAll, beforeAll } from 'vitest';
import { panelScope } from '../../lib/embed/panel-scope.ts';
import { ALL_PANELS, apiKeyOf, EMBED_CONFIG, embedToken } from './embed-fixture.ts';
import { startTestApi, type TestApi, type TestDatabase } from './harness.ts';

// The callers of the tenant isolation tests (isolation-*.test.ts): both accounts at several levels, each
// aiming at the other account; and embed sessions (every panel, made with the user's own API key), which
// must stay as fenced in.
export const EMBED = 'embed ';
export const CALLERS = [
  'user@demo.test',
  'group@demo.test',
  'admin@demo.test',
  'super@demo.test',
  'owner@other.test',
  `${EMBED}user@demo.test`,
  `${EMBED}group@demo.test`,
  `${EMBED}owner@other.test`,
];
export const emailOf = (caller: string): string => caller.replace(EMBED, '');
const EMBED_SCOPE = new Set((panelScope(ALL_PANELS) as { commands: string[] }).commands);
/** Whether the caller may call the command at all: everyone but an embed session outside its panels. */
export const inScope = (caller: string, name: string): boolean =>
  !caller.startsWith(EMBED) || EMBED_SCOPE.has(name);

export interface IsolationUser {
  email: string;
  user_id: number;
  account_id: number;
  access: number;
}

/** The API a suite's tests share, started before them with every caller signed in, and closed after. */
export function isolationWorld(database: TestDatabase) {
  let api: TestApi | undefined;
  const tokens: Record<string, string> = {};
  const users: IsolationUser[] = [];
  const world = {
    get api(): TestApi {
      if (!api) throw new Error('The isolation API starts in beforeAll');
      return api;
    },
    tokens,
    users,
    signIn: async (callers: readonly string[]) => {
      for (const caller of callers) {
        const email = emailOf(caller);
        tokens[caller] = caller.startsWith(EMBED)
          ? await embedToken(world.api, (await apiKeyOf(world.api, email)).secret, email, ALL_PANELS)
          : await world.api.login(email);
      }
    },
    levelOf: (caller: string) => users.find((u) => u.email === emailOf(caller))?.access ?? 0,
    accountOf: (caller: string) => users.find((u) => u.email === emailOf(caller))?.account_id ?? 0,
    foreignUsers: (email: string) => users.filter((u) => u.account_id !== world.accountOf(email)),
  };
  beforeAll(async () => {
    api = await startTestApi({ database, config: EMBED_CONFIG });
    await world.signIn(CALLERS);
    users.push(
      ...(await api.db.query<IsolationUser>('SELECT email, user_id, account_id, access FROM users')),
    );
  });
  afterAll(() => api?.close());
  return world;
}
