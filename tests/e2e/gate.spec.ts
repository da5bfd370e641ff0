import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import QRCode from 'qrcode';
import sharp from 'sharp';
import launch from '../chromium.json' with { type: 'json' };
import { DEMO_PASSWORD, expectNoAxeViolations, signIn, signOut } from './console-helpers.ts';

// The gate screen (docs/behaviour.md, the gate; docs/tickets.md): tickets bought through the simulator
// checkout, scanned with a fake camera, typed, offline, and at two gates at once.

const PHONE = { width: 390, height: 844 };
const answer = (page: Page) => page.getByRole('region', { name: 'Answer' });
// The gate's own line ("Offline · 21 scans waiting…"), not the shell's live state beside it.
const queue = (page: Page) => page.getByRole('status').filter({ hasText: /^(Online|Offline) · / });

async function adminHeaders(request: APIRequestContext) {
  const passhash = createHash('sha256').update(DEMO_PASSWORD).digest('hex');
  const login = await request.post('/api?module=user&command=token', {
    headers: { Authorization: 'Bearer demo-site' },
    data: { email: 'admin@demo.test', passhash },
  });
  return { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

const payload = async <T>(response: Promise<{ json(): Promise<unknown> }>) =>
  ((await (await response).json()) as { payload: T }).payload;

/**
 * A paid order of `quantity` tickets to a scheduled demo rodeo, bought through the simulator's checkout
 * (its webhook makes the tickets, docs/tickets.md), and the codes of its tickets, as their QRs carry them.
 */
async function buyTickets(page: Page, request: APIRequestContext, quantity: number) {
  const headers = await adminHeaders(request);
  const first = async <T>(module: string, filters: unknown[]) =>
    (
      await payload<{ list: T[] }>(
        request.post(`/api?module=${module}&command=list`, { headers, data: { filters } }),
      )
    ).list[0]!;
  const connection = await first<{ stripe_connection_id: number }>('stripe', [
    { field: 'stripe_account_id', operator: '=', value: 'acct_demoRodeoNetwork' },
  ]);
  const rodeo = await first<{ rodeo_id: number; name: string }>('rodeo', [
    { field: 'status', operator: '=', value: 'scheduled' },
  ]);
  const { url } = await payload<{ url: string }>(
    request.post('/api?module=stripe&command=checkout_link', {
      headers,
      data: {
        stripe_connection_id: connection.stripe_connection_id,
        rodeo_id: rodeo.rodeo_id,
        quantity,
        price: 1000,
      },
    }),
  );
  await page.goto(url);
  await page.getByLabel('Name').fill('Gate Tester');
  await page.getByLabel('Email').fill('gate@example.com');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  const orderNumber = (await page.locator('p strong').first().innerText()).trim();
  const order = await first<{ ticket_order_id: number }>('ticket_order', [
    { field: 'order_number', operator: '=', value: orderNumber },
  ]);
  const { tickets } = await payload<{ tickets: { page_url: string }[] }>(
    request.get(`/api?module=ticket&command=list&ticket_order_id=${order.ticket_order_id}`, { headers }),
  );
  const codes = [];
  for (const { page_url } of tickets) codes.push(await codeOnPage(request, page_url));
  return { rodeoId: rodeo.rodeo_id, rodeoName: rodeo.name, codes, headers };
}

/** The code the public ticket page's QR carries, read as a phone would: the QR drawn, then decoded. */
async function codeOnPage(request: APIRequestContext, pageUrl: string): Promise<string> {
  const html = await (await request.get(pageUrl)).text();
  const svg = /<svg[\s\S]*<\/svg>/.exec(html)![0];
  const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
    .flatten({ background: '#fff' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const code = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
  expect(code).toMatch(/^RT1\./);
  return code!;
}

/** Signs in on the gate screen and names the gate; the device's copy of the tickets is then loaded. */
async function openGate(page: Page, rodeoId: number, gate: string) {
  await page.goto(`/rodeo/checkin/${rodeoId}`);
  await signIn(page, 'admin@demo.test');
  await page.getByLabel('Which gate is this device at?').fill(gate);
  await page.getByRole('button', { name: 'Use this gate' }).click();
  await expect(answer(page)).toContainText('Ready');
  await expect(queue(page)).toContainText('Online · All scans synced.');
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Ticket code').fill(code);
  await page.getByRole('button', { name: 'Check' }).click();
}

/** The gate's page and its files are in the service worker's cache: a reload with no signal shows it. */
async function keptForOffline(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        return !!navigator.serviceWorker.controller && !!(await caches.match(location.href));
      }),
    )
    .toBe(true);
}

/** A Y4M video (a text header, then raw YUV 4:2:0 frames) of the code's QR, for Chromium's fake camera. */
async function qrVideo(code: string, file: string) {
  const [width, height] = [640, 480];
  const png = await QRCode.toBuffer(code, { width: 440, margin: 2 });
  const luma = await sharp(png)
    .flatten({ background: '#fff' })
    .extend({ top: 20, bottom: 20, left: 100, right: 100, background: '#fff' })
    .toColourspace('b-w')
    .raw()
    .toBuffer();
  expect(luma.length).toBe(width * height);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`), frame, frame]),
  );
}

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `/tmp/gate-${name}-390.png`, fullPage: true });

test.describe.configure({ mode: 'serial' });

let tickets: Awaited<ReturnType<typeof buyTickets>>;

test.beforeAll(async ({ browser, request }) => {
  const page = await browser.newPage();
  tickets = await buyTickets(page, request, 25);
  await page.close();
});

test('a real QR through the camera admits, a typed code answers, a forged one is refused', async ({
  baseURL,
}, testInfo) => {
  const video = join(testInfo.outputDir, 'ticket.y4m');
  mkdirSync(testInfo.outputDir, { recursive: true });
  await qrVideo(tickets.codes[0]!, video);
  let camera: Browser | undefined;
  try {
    camera = await chromium.launch({
      ...launch,
      args: [
        ...launch.args,
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${video}`,
      ],
    });
    const context = await camera.newContext({ baseURL: baseURL!, viewport: PHONE, permissions: ['camera'] });
    const page = await context.newPage();
    await openGate(page, tickets.rodeoId, 'Gate 1');
    await expectNoAxeViolations(page);
    await shot(page, 'ready');

    await page.getByRole('button', { name: 'Scan with camera' }).click();
    await expect(answer(page)).toContainText('Admit');
    await expect(answer(page)).toContainText('admission 1');
    await page.getByRole('button', { name: 'Stop camera' }).click();
    await expect(queue(page)).toContainText('All scans synced.');
    await expectNoAxeViolations(page);
    await shot(page, 'admit');

    await typeCode(page, tickets.codes[0]!);
    await expect(answer(page)).toContainText(/Already admitted\s*at \d\d:\d\d at Gate 1/);
    await shot(page, 'already');

    const forged = tickets.codes[1]!.replace(/.{4}$/, 'AAAA');
    await typeCode(page, forged);
    await expect(answer(page)).toContainText('Not a ticket of this account');
    await expectNoAxeViolations(page);
    await shot(page, 'forged');
    await context.close();
  } finally {
    await camera?.close();
  }
});

test('offline: 20 scans, a reload with no signal, then all synced when it returns', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await openGate(page, tickets.rodeoId, 'Gate 2');
  await keptForOffline(page);

  await context.setOffline(true);
  await expect(queue(page)).toContainText('Offline');
  const offline = tickets.codes.slice(1, 21);
  for (const [index, code] of offline.entries()) {
    await typeCode(page, code);
    await expect(queue(page)).toContainText(`${index + 1} ${index ? 'scans' : 'scan'} waiting to sync`);
    await expect(answer(page)).toContainText('Admit');
  }
  // A forged code is refused with no signal, and queues nothing.
  await typeCode(page, tickets.codes[21]!.replace(/^RT1\.\d+/, 'RT1.999999'));
  await expect(answer(page)).toContainText('Not a ticket of this account');
  await shot(page, 'offline');

  await page.reload();
  await expect(queue(page)).toContainText('Offline · 20 scans waiting to sync');
  // The heading names the rodeo from the device's copy, with no signal.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Gate: ${tickets.rodeoName} · Gate 2`);
  await expect(answer(page)).toContainText('Ready');
  await typeCode(page, offline[0]!);
  await expect(answer(page)).toContainText('Already admitted');
  await expect(queue(page)).toContainText('21 scans waiting to sync');
  await expectNoAxeViolations(page);

  await context.setOffline(false);
  await expect(queue(page)).toContainText('Online · All scans synced.');
  const counts = await payload<{ gates: { gate: string; admitted: number }[] }>(
    request.get(`/api?module=checkin&command=counts&rodeo_id=${tickets.rodeoId}`, {
      headers: tickets.headers,
    }),
  );
  expect(counts.gates).toContainEqual({ gate: 'Gate 2', admitted: 20 });

  // Signing out leaves nothing of the gate on the device.
  await signOut(page);
  await expect
    .poll(() =>
      page.evaluate(async () => ({
        databases: (await indexedDB.databases()).map((db) => db.name),
        caches: await caches.keys(),
        workers: (await navigator.serviceWorker.getRegistrations()).length,
      })),
    )
    .toEqual({ databases: [], caches: [], workers: 0 });
  await context.close();
});

test('two gates offline admit the same ticket: the first scan wins, the second gate is told', async ({
  browser,
}) => {
  const [first, second] = await Promise.all([
    browser.newContext({ viewport: PHONE }),
    browser.newContext({ viewport: PHONE }),
  ]);
  const [pageA, pageB] = await Promise.all([first.newPage(), second.newPage()]);
  await openGate(pageA, tickets.rodeoId, 'Gate A');
  await openGate(pageB, tickets.rodeoId, 'Gate B');
  await first.setOffline(true);
  await second.setOffline(true);
  const code = tickets.codes[22]!;
  await typeCode(pageA, code);
  await expect(answer(pageA)).toContainText('Admit');
  await typeCode(pageB, code);
  await expect(answer(pageB)).toContainText('Admit');

  // The later scan syncs first: it admits for now, then the earlier one takes the admission over.
  await second.setOffline(false);
  await expect(queue(pageB)).toContainText('All scans synced.');
  await first.setOffline(false);
  await expect(queue(pageA)).toContainText('All scans synced.');
  await expect(answer(pageA)).toContainText('Admit');

  // Gate B learns on its next sync, which a scan starts.
  await typeCode(pageB, tickets.codes[23]!);
  await expect(answer(pageB)).toContainText('Duplicate');
  await expectNoAxeViolations(pageB);
  await shot(pageB, 'duplicate');

  await pageB.getByRole('tab', { name: 'Duplicates' }).click();
  const report = pageB.getByRole('table');
  await expect(report.getByRole('row').filter({ hasText: 'Gate B' })).toContainText('Gate A');
  await expectNoAxeViolations(pageB);
  await shot(pageB, 'report');
  await Promise.all([first.close(), second.close()]);
});
