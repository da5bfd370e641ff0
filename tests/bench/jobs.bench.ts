// npm run bench:jobs: deliveries per second of one broadcast to 10,000 contacts through a real SMTP server
// on loopback (PGlite and PostgreSQL), and jobs per second claimed by two workers on PostgreSQL, checked
// for double claims. Figures only: nothing here is asserted in npm test (docs/jobs.md).
import { randomBytes } from 'node:crypto';
import { loadConfig } from '../../server/config.ts';
import { openDb, type Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { JOB_HANDLERS } from '../../server/jobs/kinds.ts';
import { claimJobs, completeJob } from '../../server/jobs/queue.ts';
import { jobWorker } from '../../server/jobs/worker.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { startPostgres } from './postgres.ts';

process.once('SIGINT', () => process.exit(130));

const CONTACTS = Number(process.env.BENCH_CONTACTS ?? 10_000);
const JOBS = Number(process.env.BENCH_JOBS ?? 5_000);
const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };

async function prepared(db: Db): Promise<number> {
  await migrate(db);
  await seedDemo(db, keys);
  const [account] = await db.query<{ account_id: number }>(
    "SELECT account_id FROM accounts WHERE domain = 'demo.test'",
  );
  return account!.account_id;
}

async function deliveries(name: string, db: Db): Promise<void> {
  const sink = await startSmtpSink();
  try {
    const accountId = await prepared(db);
    await db.query(
      `INSERT INTO contacts (account_id, first_name, last_name, email, company, tags, opted_in)
       SELECT $1, 'Bench' || i, 'Contact', 'bench' || i || '@bench.test', 'Ranch ' || i, ARRAY['bench'], true
         FROM generate_series(1, $2) i`,
      [accountId, CONTACTS],
    );
    const [prompt] = await db.query<{ id: number }>(
      `INSERT INTO message_prompts (account_id, name, channel, subject, body)
       VALUES ($1, 'Bench', 'email', 'For {{first_name}}', 'Howdy {{first_name}} of {{company}}') RETURNING message_prompt_id AS id`,
      [accountId],
    );
    await db.query(
      `INSERT INTO broadcasts (account_id, title, channel, message_prompt, audience_tag, scheduled_at, status)
       VALUES ($1, 'Bench', 'email', $2, 'bench', now(), 'scheduled')`,
      [accountId, prompt!.id],
    );
    const base = loadConfig({});
    const config = { ...base, jobs: { ...base.jobs, smtpUrl: sink.url } };
    const started = performance.now();
    await jobWorker({ db, config, keys }, JOB_HANDLERS, { poll: false }).runDue();
    const seconds = (performance.now() - started) / 1000;
    const received = sink.received.filter((m) => m.to.endsWith('@bench.test')).length;
    console.log(
      `${name}: ${received} of ${CONTACTS} emails received by the SMTP server in ${seconds.toFixed(1)} s: ${Math.round(received / seconds)} deliveries/s`,
    );
  } finally {
    await sink.close();
  }
}

async function claims(url: string): Promise<void> {
  const setup = await openDb({ databaseUrl: url });
  const accountId = await prepared(setup);
  await setup.query(
    `INSERT INTO jobs (account_id, kind, title) SELECT $1, 'bench.noop', 'Bench ' || i FROM generate_series(1, $2) i`,
    [accountId, JOBS],
  );
  const workers = [await openDb({ databaseUrl: url }), await openDb({ databaseUrl: url })];
  const seen = workers.map(() => [] as number[]);
  const started = performance.now();
  // Each worker claims one job at a time and finishes it, as fast as it can, until none is due.
  await Promise.all(
    workers.map(async (db, w) => {
      for (;;) {
        const [job] = await claimJobs(db, 1, 30);
        if (!job) return;
        seen[w]!.push(job.job_id);
        await completeJob(db, job, null);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const all = seen.flat();
  const doubles = all.length - new Set(all).size;
  console.log(
    `PostgreSQL, two workers: ${all.length} of ${JOBS} jobs claimed and completed in ${seconds.toFixed(1)} s: ${Math.round(all.length / seconds)} jobs/s (${seen.map((s) => s.length).join(' + ')}), ${doubles} claimed twice`,
  );
  for (const db of [setup, ...workers]) await db.close();
}

await deliveries('PGlite', await openDb({ memory: true }));
const postgres = await startPostgres();
if ('skipped' in postgres) console.log(`PostgreSQL runs skipped: ${postgres.skipped}`);
else {
  try {
    const db = await openDb({ databaseUrl: postgres.url });
    await deliveries('PostgreSQL', db);
    await db.close();
    const second = await startPostgres();
    if (!('skipped' in second)) {
      await claims(second.url);
      await second.stop();
    }
  } finally {
    await postgres.stop();
  }
}
process.exit(0);
