// npm run bench:ui: cold loads of the console's first screens in Debian's Chromium, as a user who is
// signed in opens them: a fresh browser context each time (empty cache), median of 5. For each screen:
// the time from navigation to its first meaningful content (the first row of a list, the data of a
// dashboard or form), the sequential waves of script chunks, the bytes on the wire, and how much the screen
// moved as it loaded (its layout shift).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { chromium, expect, type Browser, type Request } from '@playwright/test';
import { LAST_VISIT_KEY } from '../../lib/dashboard/last-visit.ts';
import type { Packet } from '../../lib/protocol/packet.ts';
import type { UserInfo } from '../../lib/protocol/user.ts';
import { openDb } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { Keys } from '../../server/keys.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../../server/seed/demo.ts';
import launchOptions from '../chromium.json' with { type: 'json' };
import { serveEmbeddingSite } from '../e2e/embed-server.ts';
import { freePort } from '../free-port.ts';
import { LOAD_RUNNING } from './ledger/run.ts';
import { REACT_ADMIN_VERSION } from './react-admin-app.ts';
import { serveReactAdmin } from './react-admin-server.ts';
import { loginOnce } from './scenarios.ts';
import { seedContacts } from './seed-contacts.ts';
import { profileLoad } from './ui-profile.ts';
import { startServerProcess } from './server-process.ts';
import { chunkWaves, median, type Fetched } from './ui-timeline.ts';

// BENCH_UI_RUNS=<n> takes the median of n loads instead of 5 (to tell two builds apart on a noisy machine).
const RUNS = Number(process.env.BENCH_UI_RUNS) || 5;
// The page's live stream, which never ends, and how long no other request must run before a load is done.
const LIVE_STREAM = /[?&]module=live&command=stream\b/;
const SETTLED_MS = 500;
// BENCH_UI_TIMELINE=1 prints each load's requests (start and end ms), to see which chunk waited for which.
const TIMELINE = process.env.BENCH_UI_TIMELINE === '1';
// BENCH_UI_PROFILE=1 prints where each load's main-thread time went (tests/bench/ui-profile.ts).
const PROFILE_LOADS = process.env.BENCH_UI_PROFILE === '1';
// BENCH_UI_TRACE=<folder> writes a Chromium trace of each load there (open it in DevTools' Performance panel):
// script compile and evaluation, React's work, layout, with a 'ready' mark where the screen was ready.
const TRACE_DIR = process.env.BENCH_UI_TRACE;
const TRACE_CATEGORIES = [
  'devtools.timeline',
  'v8',
  'v8.execute',
  'blink',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.compile',
];
// BENCH_UI_REACT_ADMIN=<dist folder> adds the react-admin side-by-side (tests/bench/react-admin-app.ts says
// how to build it), measured by the same code in the same run.
const REACT_ADMIN_DIST = process.env.BENCH_UI_REACT_ADMIN;
// BENCH_UI_ONLY=<text> measures only the screens whose name contains it (while working on one screen).
const ONLY = process.env.BENCH_UI_ONLY;
// BENCH_UI_CONDITIONS=quiet or =loaded runs one of the two conditions the goal names (default both):
// the machine as it is, then loaded by bench:load running beside the browser.
const CONDITIONS = (process.env.BENCH_UI_CONDITIONS ?? 'quiet,loaded').split(',');
const CONTACTS = 1_000;
const EMAIL = 'super@demo.test';
const SITE_TOKEN = 'demo-site';

interface Origins {
  console: string;
  /** The embedding property site. */
  site: string;
  /** The react-admin app's, when measured. */
  reactAdmin: string;
}

interface Screen {
  name: string;
  /** Where the page is, on the console's origin or the embedding site's. */
  url: (origins: Origins) => string;
  /** True, in the page, once the screen shows what the user came for. */
  ready: string;
}

// In the page: every element matching `selector`, through open shadow roots.
const DEEP_QUERY = `(selector) => {
  const found = [];
  const walk = (root) => {
    found.push(...root.querySelectorAll(selector));
    for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
  };
  walk(document);
  return found;
}`;
const deep = (selector: string, test: string) => `(${DEEP_QUERY})(${JSON.stringify(selector)}).some(${test})`;
// A list row with data (not the empty text or a placeholder).
const FIRST_ROW = deep('tbody tr', '(row) => row.querySelectorAll("td").length > 1');
// The profile shows the user from the session at once; the account's record comes from the API.
const PROFILE = deep(
  'profile-panel',
  `(panel) => panel.shadowRoot?.textContent.includes(${JSON.stringify(DEMO_ACCOUNTS[0].name)})`,
);
// Every card with its data: the connections counted and no card still loading.
const DASHBOARD = `document.body.textContent.includes('service connection') && !document.body.textContent.includes('Loading')`;

const SCREENS: Screen[] = (
  [
    {
      name: `/contact/list (${CONTACTS.toLocaleString('en')} contacts)`,
      url: (o) => `${o.console}/contact/list`,
      ready: FIRST_ROW,
    },
    { name: '/dashboard', url: (o) => `${o.console}/dashboard`, ready: DASHBOARD },
    { name: '/profile', url: (o) => `${o.console}/profile`, ready: PROFILE },
    { name: 'profile-panel alone, other origin', url: (o) => `${o.site}/profile-panel.html`, ready: PROFILE },
    ...(REACT_ADMIN_DIST
      ? [
          {
            name: `react-admin ${REACT_ADMIN_VERSION}: contact list`,
            url: (o: Origins) => `${o.reactAdmin}/#/contact`,
            ready: FIRST_ROW,
          },
        ]
      : []),
  ] satisfies Screen[]
).filter((screen) => !ONLY || screen.name.includes(ONLY));

interface Load {
  ms: number;
  /** Sequential waves of the scripts asked for before the first content: the ones it waited for. */
  wavesToContent: number;
  /** Of every script of the load, the ones that came after (the signed-in menu) included. */
  waves: number;
  scripts: number;
  bytes: number;
  /** The sum of the load's layout shift scores. */
  moved: number;
}

async function coldLoad(browser: Browser, url: string, ready: string, auth: string): Promise<Load> {
  // bypassCSP: the probes below are strings evaluated in the page, which a strict CSP forbids.
  const context = await browser.newContext({ bypassCSP: true });
  try {
    // Signed in as after a reload: the session record is in the page's storage before any script runs, and
    // so is the dashboard's last visit, yesterday (lib/dashboard/last-visit.ts): a user coming back.
    await context.addInitScript(
      ({ record, key, visit }) => {
        localStorage.setItem('auth', record);
        localStorage.setItem(key, visit);
      },
      {
        record: auth,
        key: `${LAST_VISIT_KEY}${(JSON.parse(auth) as { id: number }).id}`,
        visit: new Date(Date.now() - 86_400_000).toISOString(),
      },
    );
    // What moved on the screen as it loaded (docs/elements.md, "Nothing moves as it loads"): the layout
    // shifts' scores (0 nothing moved; 0.1 is where web.dev's Core Web Vitals stop calling it good), summed.
    await context.addInitScript(() => {
      const moved = { score: 0 };
      Object.defineProperty(window, '__moved', { value: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          moved.score += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const page = await context.newPage();
    let bytes = 0;
    const sizes: Promise<void>[] = [];
    // The live stream stays open as long as the page (docs/architecture.md, "Live changes"): the page is
    // settled once every other request has ended, which Playwright's 'networkidle' never sees.
    const pending = new Set<Request>();
    let lastEnd = 0;
    page.on('request', (request) => {
      if (!LIVE_STREAM.test(request.url())) pending.add(request);
    });
    const ended = (request: Request) => {
      pending.delete(request);
      lastEnd = Date.now();
    };
    page.on('requestfailed', ended);
    page.on('requestfinished', (request) => {
      ended(request);
      sizes.push(
        request.sizes().then((size) => void (bytes += size.responseBodySize + size.responseHeadersSize)),
      );
    });
    const profiled = PROFILE_LOADS ? await profileLoad(page) : undefined;
    if (TRACE_DIR) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'commit' });
    // The mark shows in a trace where the screen was ready.
    const handle = await page.waitForFunction(
      `(${ready}) && (performance.mark('ready'), performance.now())`,
      undefined,
      {
        polling: 'raf',
        timeout: 30_000,
      },
    );
    const ms = (await handle.jsonValue()) as number;
    if (TRACE_DIR) {
      const file = join(TRACE_DIR, `ui-${Date.now()}.json`);
      writeFileSync(file, await browser.stopTracing());
      console.log(`${url}: first content at ${ms.toFixed(0)} ms, traced in ${file}`);
    }
    if (profiled) {
      console.log(`${url}: first content at ${ms.toFixed(0)} ms, profiled`);
      await profiled();
    }
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        start: entry.startTime,
        end: (entry as PerformanceResourceTiming).responseEnd,
      })),
    );
    const scripts = fetched.filter((entry) => /\.js(\?|$)/.test(entry.name));
    if (TIMELINE) {
      console.log(`${url}: first content at ${ms.toFixed(0)} ms`);
      for (const entry of fetched)
        console.log(
          `  ${entry.start.toFixed(0).padStart(5)} ${entry.end.toFixed(0).padStart(5)}  ${entry.name}`,
        );
    }
    await page.waitForLoadState('load');
    await expect
      .poll(() => pending.size === 0 && Date.now() - lastEnd >= SETTLED_MS, { timeout: 30_000 })
      .toBe(true);
    await Promise.all(sizes);
    const moved = await page.evaluate(
      () => (window as unknown as { __moved: { score: number } }).__moved.score,
    );
    return {
      ms,
      moved,
      wavesToContent: chunkWaves((scripts as Fetched[]).filter((script) => script.start < ms)),
      waves: chunkWaves(scripts as Fetched[]),
      scripts: scripts.length,
      bytes,
    };
  } finally {
    await context.close();
  }
}

/** The session record the console keeps after a sign-in: the token reply, then the user read. */
async function signIn(api: string): Promise<string> {
  const { token, payload } = await loginOnce(api, SITE_TOKEN, EMAIL);
  const read = await fetch(
    `${api}?${new URLSearchParams({ module: 'user', command: 'read', email: EMAIL })}`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  const packet = (await read.json()) as Packet<UserInfo>;
  if (!read.ok || !packet.payload) throw new Error(`user read: ${read.status}`);
  const user = packet.payload;
  const access = (payload as { access?: number } | undefined)?.access ?? user.access;
  return JSON.stringify({ token: packet.token ?? token, access, id: user.user_id, userInfo: user });
}

/** Every screen RUNS times, round by round, as a table; with the react-admin list, each one's ratio to it. */
async function measure(browser: Browser, api: string, origins: Origins): Promise<string> {
  // Round by round, each screen once per round: on a shared machine whose load moves from minute to
  // minute, the console's list and react-admin's are measured under the same load (side by side).
  const loadsOf = new Map<Screen, Load[]>(SCREENS.map((screen) => [screen, []]));
  const loadBefore = loadavg()[0]!;
  for (let run = 0; run <= RUNS; run++) {
    for (const screen of SCREENS) {
      const load = await coldLoad(browser, screen.url(origins), screen.ready, await signIn(api));
      // The first round warms the server (its file reads, the database's pages), not the browser: not counted.
      if (run > 0) loadsOf.get(screen)!.push(load);
    }
  }
  const medianMs = (screen: Screen) => median(loadsOf.get(screen)!.map((load) => load.ms));
  const reactAdmin = SCREENS.find((screen) => screen.name.startsWith('react-admin'));
  const rows = SCREENS.map((screen) => {
    const loads = loadsOf.get(screen)!;
    return [
      screen.name,
      medianMs(screen).toFixed(0),
      `${Math.min(...loads.map((load) => load.ms)).toFixed(0)}-${Math.max(...loads.map((load) => load.ms)).toFixed(0)}`,
      reactAdmin ? (medianMs(screen) / medianMs(reactAdmin)).toFixed(2) : '',
      String(median(loads.map((load) => load.wavesToContent))),
      String(median(loads.map((load) => load.waves))),
      String(median(loads.map((load) => load.scripts))),
      `${(median(loads.map((load) => load.bytes)) / 1000).toFixed(1)} KB`,
      median(loads.map((load) => load.moved)).toFixed(3),
    ];
  });
  const header = [
    `screen (cold cache, median of ${RUNS})`,
    'first content ms',
    'range ms',
    'to react-admin',
    'waves to content',
    'waves in all',
    'scripts',
    'on the wire',
    'layout shift',
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((cells) => cells[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
    // The machine's load (1-minute average) when the runs began and ended: figures compare only at like load.
    `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0]!.toFixed(1)} after`,
  ].join('\n');
}

/**
 * bench:load on PGlite (50 clients writing and reading through their own server), running until stopped:
 * the loaded condition of the goal. Resolves once its clients run, as it says.
 */
async function startBackgroundLoad(): Promise<{ stop: () => Promise<void> }> {
  // Its database goes under a folder of ours: killed, it cannot remove its own.
  const temp = mkdtempSync(join(tmpdir(), 'console-kit-bench-ui-load-'));
  const child = spawn('npx', ['tsx', 'tests/bench/load.bench.ts'], {
    // Its own process group, so that stopping it also stops the server it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, LOAD_DATABASES: 'pglite', LOAD_SECONDS: '3600', TMPDIR: temp },
  });
  const ended = new Promise((done) => child.once('exit', done));
  await new Promise<void>((running, failed) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes(LOAD_RUNNING)) running();
    });
    void ended.then(() => failed(new Error('bench:load ended before its clients ran')));
  });
  return {
    stop: async () => {
      process.kill(-child.pid!, 'SIGKILL');
      await ended;
      rmSync(temp, { recursive: true, force: true });
    },
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'console-kit-bench-ui-'));
const keys: Keys = { pepper: randomBytes(32), secrets: randomBytes(32) };
const sitePort = await freePort();
const siteOrigin = `http://127.0.0.1:${sitePort}`;
const reactAdminPort = await freePort();
let site: Server | undefined;
let reactAdmin: Server | undefined;
let browser: Browser | undefined;
const server = await (async () => {
  const db = await openDb({ dataDir });
  try {
    await migrate(db);
    await seedDemo(db, keys);
    await seedContacts(db, CONTACTS);
  } finally {
    await db.close();
  }
  process.env.CONSOLE_ORIGINS = siteOrigin;
  return startServerProcess({ dataDir, keys });
})();
try {
  const consoleOrigin = new URL(server.api).origin;
  // The kit comes from the console's origin, compressed and cached as it is served (docs/embedding.md).
  site = await serveEmbeddingSite(sitePort, consoleOrigin, consoleOrigin);
  if (REACT_ADMIN_DIST)
    reactAdmin = await serveReactAdmin(reactAdminPort, resolve(REACT_ADMIN_DIST), consoleOrigin);
  browser = await chromium.launch(launchOptions);
  const origins: Origins = {
    console: consoleOrigin,
    site: siteOrigin,
    reactAdmin: `http://127.0.0.1:${reactAdminPort}`,
  };
  for (const condition of CONDITIONS) {
    const background = condition === 'loaded' ? await startBackgroundLoad() : undefined;
    try {
      console.log(`\n${condition === 'loaded' ? 'Loaded by bench:load (PGlite, 50 clients)' : 'Quiet'}:`);
      console.log(await measure(browser, server.api, origins));
    } finally {
      await background?.stop();
    }
  }
} finally {
  await browser?.close();
  for (const open of [site, reactAdmin])
    await new Promise((done) => (open ? open.close(() => done(undefined)) : done(undefined)));
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
