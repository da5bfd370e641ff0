// npx tsx tests/bench/list-cpu.ts [pglite|postgres] [--create|--update] [--profile FILE.cpuprofile]: the
// server's CPU ms per contact list request (or, with --create, per contact create: the write path with its
// activity entry, revision and live event; with --update, per update of one contact based on the updated_at
// its last answer gave, as tests/bench/write-scenarios.ts does) in-process (app.request, no socket), sequential, so the figure holds on
// a loaded machine where throughput does not. With --profile, the top functions by self time of that run.
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createSession } from '../../server/auth/sessions.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/seed/demo.ts';
import { startPostgres } from './postgres.ts';
import { treeCpuMs } from './process-cpu.ts';
import { CONTACT_BODY } from './scenarios.ts';
import { seedContacts } from './seed-contacts.ts';

const ROWS = 10_000;
const WARM_UP = 300;
const REQUESTS = 2_000;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time per function (name and file:line), summed over the profile's samples, largest first, as a share
 * of the time not idle. The samples are taken on the wall clock: on a loaded machine a system call (a socket
 * or log write) also collects the time the process waited for a core, so check a lead there against the CPU
 * figure before acting on it.
 */
function topSelfTime(profile: Profile, count: number): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    const file = frame.url.replace(/^.*\/(node_modules|wt-[^/]+)\//, '');
    const key = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`;
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${((100 * us) / all).toFixed(1).padStart(5)}%  ${key}`);
}

/** The same self time summed by where the code lives: a package of node_modules, wasm, or this repository. */
function selfTimeByPlace(profile: Profile): string[] {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const { functionName, url } = byId.get(id)!.callFrame;
    if (functionName === '(idle)') return;
    const place = url.startsWith('wasm://')
      ? 'wasm (PGlite)'
      : (/node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
        /\/(server|lib|tests)\//.exec(url)?.[1] ??
        (url.startsWith('node:') ? 'node' : '(native, gc)'));
    totals.set(place, (totals.get(place) ?? 0) + (profile.timeDeltas[index] ?? 0));
  });
  const all = [...totals.values()].reduce((sum, value) => sum + value, 0);
  return [...totals.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([place, us]) => `${((100 * us) / all).toFixed(1).padStart(5)}%  ${place}`);
}

async function measure(db: Db, profileFile: string | undefined, databasePid?: number): Promise<void> {
  await migrate(db);
  const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
  await seedDemo(db, keys);
  await seedContacts(db, ROWS);
  const [user] = await db.query<{ user_id: number }>('SELECT user_id FROM users WHERE email = $1', [
    DEMO_ACCOUNTS[0].users[0].email,
  ]);
  const token = await createSession(db, user!.user_id, { ip: '127.0.0.1' });
  const app = createApp({ db, config: loadConfig({}), keys });
  let made = 0;
  const createBody = () =>
    JSON.stringify({ first_name: 'Cpu', last_name: `Write${made}`, email: `cpu-write-${made++}@bench.test` });
  // The contact an update rewrites, and its updated_at as last answered (docs/behaviour.md#conflicts).
  let edited: { contact_id: number; updated_at: string } | undefined;
  const updateBody = () => JSON.stringify({ ...edited, city: `Austin ${made}`, notes: `Edit ${made++}` });
  const call = async (command: string, method: string, body: string) => {
    const response = await app.request(`/api?module=contact&command=${command}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body,
    });
    if (response.status !== 200) throw new Error(`contact ${command} answered ${response.status}`);
    return (JSON.parse(await response.text()) as { payload: { contact_id: number; updated_at: string } })
      .payload;
  };
  if (scenario === 'update') {
    const { contact_id, updated_at } = await call('create', 'POST', createBody());
    edited = { contact_id, updated_at };
  }
  const request = async () => {
    if (scenario === 'update') {
      const { contact_id, updated_at } = await call('update', 'PUT', updateBody());
      edited = { contact_id, updated_at };
    } else await call(scenario, 'POST', scenario === 'create' ? createBody() : CONTACT_BODY);
  };
  for (let i = 0; i < WARM_UP; i++) await request();
  const inspector = profileFile ? new Session() : undefined;
  if (inspector) {
    inspector.connect();
    await inspector.post('Profiler.enable');
    await inspector.post('Profiler.start');
  }
  const cpu = process.cpuUsage();
  const databaseBefore = databasePid ? treeCpuMs(databasePid) : 0;
  const started = performance.now();
  for (let i = 0; i < REQUESTS; i++) await request();
  const used = process.cpuUsage(cpu);
  const wall = performance.now() - started;
  // The throwaway cluster's backends (tests/bench/process-cpu.ts): what the statements cost the database.
  const database = databasePid
    ? ` + ${((treeCpuMs(databasePid) - databaseBefore) / REQUESTS).toFixed(3)} ms of the database's`
    : '';
  console.log(
    `${REQUESTS} sequential contact ${scenario} requests: ${((used.user + used.system) / 1000 / REQUESTS).toFixed(3)} ` +
      `ms CPU of this process each${database} (${(wall / REQUESTS).toFixed(3)} ms wall)`,
  );
  if (inspector && profileFile) {
    const { profile } = (await inspector.post('Profiler.stop')) as { profile: Profile };
    writeFileSync(profileFile, JSON.stringify(profile));
    console.log(`Self time by place:\n${selfTimeByPlace(profile).join('\n')}`);
    console.log(`Top self time (${profileFile}):\n${topSelfTime(profile, 25).join('\n')}`);
  }
}

const database = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const scenario = process.argv.includes('--create')
  ? 'create'
  : process.argv.includes('--update')
    ? 'update'
    : 'list';
const profileAt = process.argv.indexOf('--profile');
const profileFile = profileAt > 0 ? process.argv[profileAt + 1] : undefined;
if (database === 'pglite') {
  const db = await openDb({ memory: true });
  await measure(db, profileFile).finally(() => db.close());
} else {
  const postgres = await startPostgres();
  if ('skipped' in postgres) throw new Error(`PostgreSQL: ${postgres.skipped}`);
  const db = await openDb({ databaseUrl: postgres.url });
  await measure(db, profileFile, postgres.pid).finally(async () => {
    await db.close();
    await postgres.stop();
  });
}
process.exit(0);
