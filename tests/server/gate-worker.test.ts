import { rm } from 'node:fs/promises';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GATE_WORKER_PATH } from '../../lib/checkin/device-names.ts';
import { builtHost } from './built-host.ts';

const PAGE = '<!doctype html><html lang="en"><head><title>Console</title></head><body></body></html>';
const WORKER = '"use strict";self.addEventListener("fetch",()=>{});';

const hostApp = (withWorker: boolean) =>
  builtHost({ 'index.html': PAGE, ...(withWorker ? { 'checkin-sw.js': WORKER } : {}) });

// docs/tickets.md, offline: the worker is served at its own address, beside the gate's scope.
describe('the gate screen’s service worker', () => {
  let built: { app: Hono; root: string };
  let missing: { app: Hono; root: string };
  beforeAll(async () => {
    [built, missing] = await Promise.all([hostApp(true), hostApp(false)]);
  });
  afterAll(() =>
    Promise.all([built, missing].map((host) => rm(host.root, { recursive: true, force: true }))),
  );

  it('is served as a script, revalidated, with an ETag that answers 304', async () => {
    const response = await built.app.request(GATE_WORKER_PATH);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(WORKER);
    const again = await built.app.request(GATE_WORKER_PATH, {
      headers: { 'If-None-Match': response.headers.get('ETag')! },
    });
    expect(again.status).toBe(304);
  });

  it('is never the console page, which a browser would refuse to run as a worker', async () => {
    const response = await missing.app.request(GATE_WORKER_PATH);
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).not.toMatch(/html/);
  });

  it('leaves the gate screen’s address to the console page', async () => {
    const response = await built.app.request('/rodeo/checkin/12');
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<title>Console</title>');
  });
});
