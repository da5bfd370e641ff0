// npm run bench:import: a CSV of 10,000 contacts with 70 bad rows uploaded through the real server (its
// own process, loopback HTTP) the way the console does it, then through the console itself in Debian's
// Chromium; each upload twice (the second updates every row), on PGlite and on PostgreSQL.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium } from '@playwright/test';
import type { Packet } from '../../lib/protocol/packet.ts';
import { parseCsvText } from '../../lib/csv/parse-csv.ts';
import { contact } from '../../lib/resources/contact.ts';
import type { BulkResponse } from '../../lib/resources/bulk.ts';
import { prepareUpload, uploadInBatches } from '../../lib/resource-views/bulk-upload.ts';
import type { Keys } from '../../server/keys.ts';
import launchOptions from '../chromium.json' with { type: 'json' };
import { startPostgres } from './postgres.ts';
import { login } from './scenarios.ts';
import { startServerProcess, type ServerOptions, type ServerProcess } from './server-process.ts';

const ROWS = 10_000;
const BAD_EVERY = 142; // 70 bad rows in 10,000
const EMAIL = 'user@demo.test';

process.once('SIGINT', () => process.exit(130));

/** The file: every 142nd row bad (an invalid email, or no last name), every other row a new contact. */
function contactsCsv(domain: string): { csv: string; bad: number } {
  const lines = ['first_name,last_name,email,phone,city,state,opted_in,tags'];
  let bad = 0;
  for (let i = 1; i <= ROWS; i += 1) {
    if (i % BAD_EVERY === 0) {
      bad += 1;
      lines.push(
        bad % 2 ? `Bad${i},Row,not-an-email,,Austin,TX,true,` : `Nolast${i},,n${i}@${domain},,,TX,,`,
      );
    } else {
      const phone = `(555) ${String(100 + (i % 900))}-${String(i % 10_000).padStart(4, '0')}`;
      lines.push(
        `Rider${i},Import,rider${i}@${domain},${phone},Amarillo,TX,${i % 2 === 0},"rodeo; ${i % 7}"`,
      );
    }
  }
  return { csv: `${lines.join('\r\n')}\r\n`, bad };
}

interface Line {
  database: string;
  path: string;
  run: string;
  created: number;
  updated: number;
  refused: number;
  seconds: number;
}

async function call(api: string, token: string, command: string, body: unknown): Promise<Packet> {
  const response = await fetch(`${api}?module=contact&command=${command}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const packet = (await response.json()) as Packet;
  if (!response.ok) throw new Error(`${command}: ${response.status} ${JSON.stringify(packet.errors)}`);
  return packet;
}

/** How many contacts of the account carry the file's domain: each file row once, never twice. */
async function stored(api: string, token: string, domain: string): Promise<number> {
  const packet = await call(api, token, 'list', {
    // LIKE means "contains" (its % and _ are literal).
    filters: [{ field: 'email', operator: 'LIKE', value: `@${domain}` }],
    limit: 1,
  });
  return (packet.payload as { count: number }).count;
}

/** What the console does, from Node: parse, check every row, send the good ones in batches. */
async function throughApi(api: string, token: string, csv: string) {
  const started = performance.now();
  const prepared = prepareUpload(contact, parseCsvText(csv));
  if ('error' in prepared) throw new Error(prepared.error);
  const outcome = await uploadInBatches(
    prepared.good,
    async (rows) => (await call(api, token, 'bulk_create', { rows })).payload as BulkResponse,
    () => undefined,
  );
  const refused = prepared.refused.length + outcome.refused.length;
  return {
    created: outcome.created,
    updated: outcome.updated,
    refused,
    seconds: (performance.now() - started) / 1000,
  };
}

/** The console in Chromium: sign in, open Contacts' bulk upload, choose the file, wait for the summary. */
async function throughConsole(origin: string, csv: string, runs: string[]) {
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(`${origin}/?next=/contact/bulk-upload`);
    await page.getByLabel('Email Address').fill(EMAIL);
    await page.getByLabel('Password').fill('demo-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const input = page.locator('resource-panel input[type="file"]');
    await input.waitFor({ state: 'attached' });
    const results = [];
    for (const run of runs) {
      const started = performance.now();
      await input.setInputFiles({ name: `${run}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
      const summary = page.locator('resource-panel').getByText(new RegExp(`^${run}\\.csv: `));
      await summary.waitFor({ timeout: 600_000 });
      const seconds = (performance.now() - started) / 1000;
      const [, created, updated, refused] = /(\d+) created, (\d+) updated, (\d+) refused/.exec(
        await summary.innerText(),
      )!;
      results.push({
        run,
        created: Number(created),
        updated: Number(updated),
        refused: Number(refused),
        seconds,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

async function bench(database: string, server: ServerProcess, lines: Line[], errors: string[]) {
  const token = await login(server.api, 'demo-site', EMAIL);
  const check = (what: string, actual: number, expected: number) => {
    if (actual !== expected) errors.push(`${database} ${what}: ${actual}, expected ${expected}`);
  };
  const api = contactsCsv('api.import.test');
  for (const run of ['first upload', 're-upload']) {
    const result = await throughApi(server.api, token, api.csv);
    lines.push({ database, path: 'server over HTTP', run, ...result });
    console.log(`${database}, server over HTTP, ${run}: ${JSON.stringify(result)}`);
    check(`${run} refused`, result.refused, api.bad);
  }
  check('stored contacts (API file)', await stored(server.api, token, 'api.import.test'), ROWS - api.bad);
  if (!existsSync('dist/host/index.html')) {
    console.log('The console is not built (npm run build): the Chromium run is skipped.');
    return;
  }
  const page = contactsCsv('console.import.test');
  const origin = server.api.replace(/\/api$/, '');
  for (const result of await throughConsole(origin, page.csv, ['first', 'again'])) {
    const run = result.run === 'first' ? 'first upload' : 're-upload';
    lines.push({ database, path: 'console in Chromium', ...result, run });
    console.log(`${database}, console in Chromium, ${run}: ${JSON.stringify(result)}`);
    check(`console ${run} refused`, result.refused, page.bad);
  }
  check(
    'stored contacts (console file)',
    await stored(server.api, token, 'console.import.test'),
    ROWS - page.bad,
  );
}

function table(lines: Line[]): string {
  const head = ['Database', 'Path', 'Run', 'Created', 'Updated', 'Refused', 'Seconds'];
  const rows = lines.map((line) => [
    line.database,
    line.path,
    line.run,
    String(line.created),
    String(line.updated),
    String(line.refused),
    line.seconds.toFixed(2),
  ]);
  const widths = head.map((title, at) => Math.max(title.length, ...rows.map((row) => row[at]!.length)));
  const format = (cells: string[]) =>
    `| ${cells.map((cell, at) => (at < 3 ? cell.padEnd(widths[at]!) : cell.padStart(widths[at]!))).join(' | ')} |`;
  const rule = `| ${widths.map((width, at) => (at < 3 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`;
  return [format(head), rule, ...rows.map(format)].join('\n');
}

const lines: Line[] = [];
const errors: string[] = [];
const keys: Keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
console.log(
  `Bench: ${ROWS.toLocaleString('en')} contacts, ${Math.floor(ROWS / BAD_EVERY)} bad rows, on 127.0.0.1.`,
);
const dataDir = mkdtempSync(join(tmpdir(), 'console-kit-import-'));
/** One database's runs against a server process of its own; a failure is reported, the next one runs. */
async function onServer(database: string, options: Omit<ServerOptions, 'dataDir' | 'keys'> = {}) {
  const server = await startServerProcess({ dataDir, keys, ...options });
  try {
    await bench(database, server, lines, errors);
  } catch (error) {
    errors.push(`${database}: ${(error as Error).stack}`);
  } finally {
    await server.stop();
  }
}
try {
  await onServer('PGlite');
  const postgres = await startPostgres();
  if ('skipped' in postgres) console.log(`PostgreSQL run skipped: ${postgres.skipped}`);
  else {
    try {
      await onServer('PostgreSQL 15', { databaseUrl: postgres.url, workers: 1 });
    } finally {
      await postgres.stop();
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  `\n${table(lines)}\n\nLoad average while it ran: ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
for (const error of errors) console.error(`FAILED ${error}`);
process.exit(errors.length > 0 ? 1 : 0);
