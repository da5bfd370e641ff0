// npm run bench:checkin: the gate's figures (docs/tickets.md, docs/performance.md). 2,000 scans a gate queued
// offline, synced in one checkin/sync call over loopback HTTP on the real app on the embedded database
// (goal: under 5 s); then 10,000 ticket signatures checked with WebCrypto Ed25519 in Debian's Chromium with
// the CPU throttled 4x through the DevTools protocol, a phone's profile (goal: under 1 s in all).
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { chromium } from 'playwright-core';
import { signedPart } from '../../lib/tickets/code.ts';
import { loadConfig } from '../../server/config.ts';
import { openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createApp } from '../../server/http/app.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { issueTickets } from '../../server/tickets/issue.ts';
import { ticketSigner } from '../../server/tickets/signing.ts';
import launchOptions from '../chromium.json' with { type: 'json' };

const SCANS = 2000;
const SIGNATURES = 10_000;

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
  const first = await sync();
  console.log(
    `checkin/sync, ${SCANS} queued scans, PGlite: ${first.ms.toFixed(0)} ms (HTTP ${first.status}, ${first.admitted} admitted; goal under 5000 ms)`,
  );
  const again = await sync();
  console.log(
    `the same sync sent again (each scan recorded once): ${again.ms.toFixed(0)} ms (${again.admitted} admitted)`,
  );
  server.close();
  await db.close();
}

// The gate's check of each scan, in the page: the code's signed part, then the account's signature over it.
// Source text rather than a function, so that the TypeScript runner's helpers do not leak into the page.
const IN_PAGE = `async ({ raw, codes }) => {
  const bytes = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
  const began = performance.now();
  const key = await crypto.subtle.importKey('raw', bytes(raw), { name: 'Ed25519' }, false, ['verify']);
  const encoder = new TextEncoder();
  let valid = 0;
  for (const code of codes) {
    const at = code.lastIndexOf('.');
    if (await crypto.subtle.verify('Ed25519', key, bytes(code.slice(at + 1)), encoder.encode(code.slice(0, at)))) valid += 1;
  }
  return { ms: performance.now() - began, valid };
}`;

async function signatureBench(): Promise<void> {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'jwk' }).x!;
  const codes = Array.from({ length: SIGNATURES }, (_, index) => {
    const signed = signedPart(1, 2, index + 1);
    return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
  });
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
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const result = (await page.evaluate(`(${IN_PAGE})(${JSON.stringify({ raw, codes })})`)) as {
    ms: number;
    valid: number;
  };
  console.log(
    `${SIGNATURES} Ed25519 ticket signatures, WebCrypto in Chromium, CPU throttled 4x: ${result.ms.toFixed(0)} ms in all (${result.valid} valid; goal under 1000 ms), ${((result.ms * 1000) / SIGNATURES).toFixed(0)} µs each`,
  );
  await browser.close();
  server.close();
}

await signatureBench();
await syncBench();
