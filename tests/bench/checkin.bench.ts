// npm run bench:checkin: the gate's figures (docs/tickets.md, docs/performance.md). 2,000 scans a gate queued
// offline, synced in one checkin/sync call over loopback HTTP on the real app on the embedded database
// (goal: under 5 s); then 10,000 ticket codes judged by the gate's own check (tests/bench/gate-page.ts:
// the list's code digests, WebCrypto Ed25519 for codes not in it) in Debian's Chromium with the CPU throttled 4x through the DevTools protocol, a phone's
// profile (goals: under 1 s in all, under 20 ms from a decoded code to its answer). The machine's load is
// printed beside each figure: on a shared machine it moves them several-fold.
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import type { DeviceCopy, DeviceTicket } from '../../lib/checkin/device-db.ts';
import { parseTicketCode, signedPart } from '../../lib/tickets/code.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { listedCodeDigest } from '../../server/tickets/code-digests.ts';
import { issueTickets } from '../../server/tickets/issue.ts';
import { ticketSigner } from '../../server/tickets/signing.ts';
import launchOptions from '../chromium.json' with { type: 'json' };
import type { GateFigures } from './gate-page.ts';

const SCANS = 2000;
const SIGNATURES = 10_000;
/** Verifies timed for the raw Ed25519 figure. */
const VERIFY_SAMPLE = 1000;

async function syncBench(): Promise<void> {
  const db = await openDb({ memory: true });
  const keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
  await migrate(db);
  await seedDemo(db, keys);
  const dataDir = await mkdtemp(join(tmpdir(), 'checkin-bench-'));
  const app = createApp({ db, config: { ...loadConfig({}), dataDir }, keys });
  const [order] = await db.query<{ ticket_order_id: number; account_id: number; rodeo: number }>(
    `INSERT INTO ticket_orders (account_id, order_number, rodeo, quantity, amount, ordered_at)
     SELECT account_id, 'BENCH-1', rodeo_id, $1, 0, now() FROM rodeos
      WHERE account_id = (SELECT account_id FROM accounts WHERE domain = 'demo.test') AND status <> 'draft'
      ORDER BY rodeo_id LIMIT 1
     RETURNING ticket_order_id, account_id, rodeo`,
    [SCANS],
  );
  await issueTickets(db, order!.ticket_order_id);
  const tickets = await db.query<{ ticket_id: number }>(
    'SELECT ticket_id FROM tickets WHERE ticket_order_id = $1 ORDER BY admission',
    [order!.ticket_order_id],
  );
  const signCode = await ticketSigner(db, keys, order!.account_id);
  const start = Date.now() - SCANS * 1000;
  const scans = tickets.map((ticket, index) => ({
    scan_id: `bench-scan-${index}`,
    code: signCode(order!.rodeo, ticket.ticket_id),
    scanned_at: new Date(start + index * 1000).toISOString(),
  }));
  const { server, port } = await new Promise<{ server: Server; port: number }>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ server: server as Server, port: info.port }),
    ) as Server;
  });
  const api = `http://127.0.0.1:${port}/api`;
  const login = await fetch(`${api}?module=user&command=token`, {
    method: 'POST',
    headers: { Authorization: 'Bearer demo-site', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email: 'user@demo.test',
      passhash: createHash('sha256').update(DEMO_PASSWORD).digest('hex'),
    }),
  });
  const { token } = (await login.json()) as { token: string };
  const sync = async () => {
    const began = performance.now();
    const response = await fetch(`${api}?module=checkin&command=sync`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ rodeo_id: order!.rodeo, gate: 'Bench Gate', scans }),
    });
    const { payload } = (await response.json()) as { payload: { results: { answer: string }[] } };
    const ms = performance.now() - began;
    const admitted = payload.results.filter((result) => result.answer === 'admit').length;
    return { ms, admitted, status: response.status };
  };
  console.log(`sync: ${loadNow()}`);
  const first = await sync();
  console.log(
    `checkin/sync, ${SCANS} queued scans, PGlite: ${first.ms.toFixed(0)} ms (HTTP ${first.status}, ${first.admitted} admitted; goal under 5000 ms)`,
  );
  const again = await sync();
  console.log(
    `the same sync sent again (each scan recorded once): ${again.ms.toFixed(0)} ms (${again.admitted} admitted)`,
  );
  console.log(`sync done: ${loadNow()}`);
  server.close();
  await db.close();
}

const loadNow = () =>
  `load average ${loadavg()
    .map((load) => load.toFixed(2))
    .join(' ')} on ${availableParallelism()} cores`;

/** The gate's check (tests/bench/gate-page.ts) as one script for the page, the way the build bundles it. */
async function gateScript(): Promise<string> {
  const built = await build({
    entryPoints: [fileURLToPath(new URL('./gate-page.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
  });
  return built.outputFiles[0]!.text;
}

/** Every hundredth code is not in the list: alternately one sold after the list was taken, and a forgery. */
const UNLISTED_EVERY = 100;

async function signatureBench(): Promise<void> {
  const account = generateKeyPairSync('ed25519');
  const forger = generateKeyPairSync('ed25519');
  const codeOf = (ticketId: number, privateKey: KeyObject) => {
    const signed = signedPart(1, 2, ticketId);
    return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
  };
  const codes = Array.from({ length: SIGNATURES }, (_, index) =>
    (index + 1) % UNLISTED_EVERY === 0
      ? codeOf(
          SIGNATURES + index + 1,
          (index + 1) % (2 * UNLISTED_EVERY) === 0 ? forger.privateKey : account.privateKey,
        )
      : codeOf(index + 1, account.privateKey),
  );
  const listed = codes.filter((_, index) => (index + 1) % UNLISTED_EVERY !== 0);
  const tickets = listed.map((code): DeviceTicket => {
    const claim = parseTicketCode(code)!;
    const known = { admission: 1, state: 'valid', admitted_at: null, admitted_gate: null } as const;
    return { ticket_id: claim.ticketId, ...known, code_digest: listedCodeDigest(claim) };
  });
  const copy: DeviceCopy = {
    rodeo_id: 2,
    rodeo_name: 'Bench Rodeo',
    account_id: 1,
    public_key: account.publicKey.export({ format: 'jwk' }).x!,
    tickets,
  };
  const bytes = (value: DeviceCopy) => Buffer.byteLength(JSON.stringify(value));
  const bare = bytes({ ...copy, tickets: tickets.map(({ code_digest: _, ...ticket }) => ticket) });
  const browser = await chromium.launch(launchOptions);
  const page = await browser.newPage();
  // A secure context for WebCrypto: a loopback origin the page is served from.
  const server = serve({
    fetch: () =>
      new Response('<!doctype html><title>bench</title>', { headers: { 'Content-Type': 'text/html' } }),
    hostname: '127.0.0.1',
    port: 0,
  });
  await new Promise((resolve) => server.once('listening', resolve));
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  await page.addScriptTag({ content: await gateScript() });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  console.log(`signatures: ${loadNow()}`);
  const figures = (await page.evaluate(
    `gateBench(${JSON.stringify({ copy, codes, sample: VERIFY_SAMPLE })})`,
  )) as GateFigures;
  const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;
  console.log("In Debian's Chromium, CPU throttled 4x (a phone's profile):");
  console.log(
    `  WebCrypto Ed25519 verify alone: ${ms(figures.verifyMs)} a check (mean of ${VERIFY_SAMPLE}, one after another)`,
  );
  console.log(
    `  the gate's check (lib/checkin/check-code.ts) of ${SIGNATURES} codes, one by one, each admission kept in the copy as the gate keeps it, ${listed.length} listed (digest) and ${SIGNATURES - listed.length} not (signature; half of them forged), goal under 1000 ms: ${ms(figures.oneByOneMs)} in all, p95 ${ms(figures.checkP95Ms)} a check; the first (index, key import) ${ms(figures.firstMs)}`,
  );
  console.log(`  answers: ${JSON.stringify(figures.answers)}`);
  console.log(
    `  decoded code to answer on screen, p95 of 100 codes, half of them unlisted, each timed from a frame's start (goal under 20 ms): ${ms(figures.toDomP95Ms)} to its words in the page, ${ms(figures.toSavedP95Ms)} with the admission kept and the scan's IndexedDB write begun, ${ms(figures.toFrameP95Ms)} to the next frame`,
  );
  console.log(
    `  the device's copy of ${tickets.length} tickets as JSON: ${(bare / 1024).toFixed(0)} KB without digests, ${(bytes(copy) / 1024).toFixed(0)} KB with`,
  );
  console.log(`signatures done: ${loadNow()}`);
  await browser.close();
  server.close();
}

await signatureBench();
await syncBench();
