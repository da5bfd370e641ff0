import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Command } from '../../lib/protocol/command.ts';
import { handlerSets } from '../../server/http/modules.ts';
import { databases, startTestApi, type CallResult, type TestApi } from './harness.ts';
import { knownKeys } from './schema-keys.ts';

/**
 * Every command of every module (taken from the server's own command tables, so a new command joins by
 * itself) is called with generated bodies and queries: wrong types, huge and odd strings, control
 * characters, deep objects, unknown keys. Whatever comes in, the answer is never a 5xx, and a caller of
 * one account never changes another account's data (docs/security.md "Bad input and uploads").
 * Seeded and bounded, so a run is repeatable and short; FUZZ_RUNS raises the count for a long hunt.
 */
const COMMANDS: Command[] = handlerSets.flatMap((set) => Object.values(set.commands));
const RUNS_PER_COMMAND = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 1616);

const deep = (depth: number): unknown => (depth === 0 ? 'bottom' : { a: deep(depth - 1), b: [depth] });

const oddString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    '../x\u0000-c.txt',
    '\u001b[31m',
    '\ud800',
    '%00',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '{"$gt": ""}',
    '[1,2',
    '__proto__',
    'x'.repeat(70_000),
    '9'.repeat(40),
    '-1',
    '1e309',
    '2',
    '1',
    'true',
    'null',
    '',
  ),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    oddString,
    fc.integer(),
    fc.integer({ min: 1, max: 40 }),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(deep(200)),
    fc.constant(Array.from({ length: 2000 }, (_, i) => i)),
  ),
  any: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('any'), { maxLength: 4 }),
    fc.dictionary(oddString, tie('any'), { maxKeys: 4 }),
  ),
})).any;

/** A body or query for `command`: its own keys and unknown ones, each with a generated value. */
const inputFor = (command: Command): fc.Arbitrary<Record<string, unknown>> => {
  const keys = [...new Set(knownKeys(command.request))];
  const key = keys.length ? fc.oneof(fc.constantFrom(...keys), oddString) : oddString;
  return fc.dictionary(key, value, { maxKeys: 6 });
};

// GET and DELETE carry their input in the query string: text, objects as JSON text (lib/api/request.ts).
const asQuery = (input: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(input).map(([key, v]) => [key, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
  );

/** Every row of every table that carries another account's data, as one digest per table. */
async function otherAccountDigest(api: TestApi, accountId: number): Promise<Record<string, string>> {
  const tables = await api.db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.columns
      WHERE table_schema = 'public' AND column_name = 'account_id' ORDER BY table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name } of tables) {
    const rows = await api.db.query(`SELECT * FROM ${table_name} WHERE account_id = $1 ORDER BY 1`, [
      accountId,
    ]);
    digest[table_name] = createHash('sha256').update(JSON.stringify(rows)).digest('hex');
  }
  return digest;
}

describe.each(databases())('fuzzing every command on %s', (database) => {
  let api: TestApi;
  // A busy machine makes a fresh seeded database slow to start; the fuzzing itself is bounded by numRuns.
  beforeAll(async () => {
    api = await startTestApi({ database, config: { captureRatePerMinute: 1_000_000 } });
  }, 180_000);
  afterAll(() => api?.close());

  /** Drives every command as `email`; returns what went wrong, and counts the answers by status. */
  async function fuzzAs(email: string): Promise<{ failures: string[]; statuses: Record<number, number> }> {
    let token = await api.login(email);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    for (const command of COMMANDS) {
      const name = `${command.module}/${command.command}`;
      await fc
        .assert(
          fc.asyncProperty(inputFor(command), fc.integer({ min: 1, max: 60_000 }), async (input, client) => {
            const viaQuery = command.method === 'GET' || command.method === 'DELETE';
            let result: CallResult;
            try {
              result = await api.call(command.module, command.command, {
                method: command.method,
                token: command.auth === 'site' ? api.config.siteToken : token,
                ip: `198.18.${client >> 8}.${client & 255}`,
                ...(viaQuery ? { query: asQuery(input) } : { body: input }),
              });
              // A streamed reply must stream to its end without failing; a live stream (which has no end)
              // must open with its first event.
              if (result.response.headers.get('content-type')?.startsWith('text/event-stream')) {
                const reader = result.response.body!.getReader();
                await reader.read();
                await reader.cancel();
              } else await result.response.arrayBuffer();
            } catch (error) {
              failures.push(`${name} threw ${(error as Error).message}`);
              return false;
            }
            statuses[result.status] = (statuses[result.status] ?? 0) + 1;
            // A generated logout (or anything that ended the session) leaves the next calls a fresh token.
            if (result.status === 401 && command.auth !== 'site') token = await api.login(email);
            if (result.status < 500) return true;
            failures.push(`${name} ${result.status} ${JSON.stringify(result.packet.errors)}`);
            return false;
          }),
          { numRuns: RUNS_PER_COMMAND, seed: SEED, endOnFailure: true },
        )
        .catch((error: Error) =>
          failures.push(`${name}: ${error.message.split('\n').slice(0, 4).join(' ')}`),
        );
    }
    return { failures, statuses };
  }

  it('never answers 5xx and never touches another account, whatever a group admin sends', async () => {
    const [{ account_id: other } = { account_id: 0 }] = await api.db.query<{ account_id: number }>(
      "SELECT account_id FROM accounts WHERE domain = 'other.test'",
    );
    const before = await otherAccountDigest(api, other);
    const { failures, statuses } = await fuzzAs('group@demo.test');
    console.log(`fuzz on ${database}, ${COMMANDS.length} commands as a group admin:`, statuses);
    expect(failures).toEqual([]);
    expect(await otherAccountDigest(api, other)).toEqual(before);
  }, 240_000);

  // A super admin reaches every command past its level check (and may change any account by design).
  it('never answers 5xx whatever a super admin sends', async () => {
    const { failures, statuses } = await fuzzAs('super@demo.test');
    console.log(`fuzz on ${database} as a super admin:`, statuses);
    expect(failures).toEqual([]);
  }, 240_000);
});
