import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { startBackgroundWork } from './cluster/background.ts';
import { prepareDatabase } from './cluster/prepare-database.ts';
import { loadConfig } from './config.ts';
import { openDb, type Db } from './db/db.ts';
import { createApp } from './http/app.ts';
import { HOST_DIR } from './http/host-page.ts';
import { listen } from './http/listen.ts';
import { JOB_HANDLERS } from './jobs/kinds.ts';
import { jobWorker } from './jobs/worker.ts';
import { loadKeys } from './keys.ts';
import { log } from './observe/logger.ts';
import { watchDatabase } from './observe/metrics.ts';
import { serveMetrics } from './observe/metrics-server.ts';
import { drain } from './ops/drain.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo.ts';
import { connectProblem } from './db/connect-problem.ts';
import { storageProblem } from './media/storage-check.ts';
import {
  databaseProblems,
  environmentProblems,
  refuse,
  refuseToStartOn,
  settingOrRefuse,
} from './startup-checks.ts';
import { forkWorkers, workerCount } from './workers.ts';

const config = settingOrRefuse(() => loadConfig());
refuseToStartOn(environmentProblems(config));
// Key files are created here, before any fork, so that every worker reads the same keys.
const keys = settingOrRefuse(() => loadKeys(config));
const started = performance.now();
const workers = workerCount(config);
const where = config.databaseUrl
  ? `PostgreSQL (DATABASE_URL), ${workers} server process${workers === 1 ? '' : 'es'}, media ${
      // Disk media serve one machine only (docs/deploy.md): said at start, where an operator looks.
      config.storage ? `in ${config.storage.url.split('?')[0]}` : "on this machine's disk (one machine only)"
    }`
  : `PGlite in ${join(config.dataDir, 'pglite')}, one server process (PGlite is in-process; WORKERS ignored)`;

function announce(address: string, port: number, seeded: boolean, demoImages: readonly string[]): void {
  const origin = `http://${address}:${port}`;
  // The console first: it is what a newcomer came to open (README: its first command).
  const built = existsSync(join(HOST_DIR, 'index.html')) ? '' : ' (not built yet: run npm run build)';
  log.info(`Console on ${origin}/${built}, ready in ${Math.round(performance.now() - started)} ms`);
  log.info(`Kit for embedding at ${origin}/kit/, API at ${origin}/api; ${where}`);
  if (seeded) log.info('Seeded the demo data.');
  if (!config.seedDemo) return;
  for (const key of demoImages) log.info(`Demo image: http://${address}:${port}/media/${key}/640.webp`);
  const logins = DEMO_ACCOUNTS.flatMap((account) =>
    account.users.map((user) => `  ${user.email.padEnd(20)} level ${user.access}  ${account.name}`),
  );
  log.info(`Demo logins (password "${DEMO_PASSWORD}"):\n${logins.join('\n')}`);
}

const open = () =>
  openDb({
    databaseUrl: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    poolSize: config.dbPoolSize,
    preparedStatements: config.dbPreparedStatements,
  }).catch((error: unknown) => {
    const problem = config.databaseUrl ? connectProblem(error, config.databaseUrl) : undefined;
    if (problem) refuse(problem);
    throw error;
  });

/** One server process on its own database handle; `onListening` runs once it accepts connections. */
function serveApi(db: Db, onListening: (address: string, port: number) => void): void {
  const app = createApp({ db, config, keys });
  watchDatabase(db);
  // Every process takes part; the database elects who does each piece (server/cluster/lease.ts).
  const stopBackground = startBackgroundWork(db, config);
  // Every process works the job queue: claims never collide (docs/jobs.md), so no leader is needed.
  const jobs = jobWorker({ db, config, keys }, JOB_HANDLERS);
  const server = listen(app, config, (info) => onListening(info.address, info.port));
  // Finish requests in flight, release the leases, then close the database so PGlite ends with a clean
  // checkpoint (docs/operations.md, Shutdown).
  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    log.info(
      { signal, graceSeconds: config.shutdownGraceSeconds },
      `${signal}: draining, then shutting down`,
    );
    void drain({
      // HOST/PORT serve plain HTTP/1.1 (TLS ends at the proxy: docs/deploy.md).
      server: server as Server,
      graceSeconds: config.shutdownGraceSeconds,
      stopWork: () => Promise.all([stopBackground(), jobs.stop()]).then(() => db.close()),
    }).then((code) => process.exit(code));
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (cluster.isWorker) {
  serveApi(await open(), () => undefined);
} else {
  refuseToStartOn([await storageProblem(config)].filter((problem) => problem !== undefined));
  // Migrations and the demo seed run in the primary, before any worker serves.
  const db = await open();
  const { seeded, demoImages } = await prepareDatabase(db, config, keys);
  refuseToStartOn(await databaseProblems(db, config));
  if (config.metricsPort) serveMetrics(config.host, config.metricsPort, workers > 1);
  if (workers === 1) {
    serveApi(db, (address, port) => announce(address, port, seeded, demoImages));
  } else {
    await db.close();
    const { address, port } = await forkWorkers(workers);
    announce(address || config.host, port, seeded, demoImages);
  }
}
