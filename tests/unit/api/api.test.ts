import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callCommand } from '../../../lib/api/api.ts';
import { configureConsole } from '../../../lib/config/console-config.ts';
import { druidiaCommands } from '../../../lib/protocol/druidia.ts';
import { sessionStore } from '../../../lib/session/session.ts';
import { $tasks } from '../../../lib/tasks/tasks.ts';
import { $toasts } from '../../../lib/toasts/toasts.ts';

const reply = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

describe('the page-wide API client', () => {
  beforeEach(() => {
    configureConsole({ apiBase: 'https://api.example.test', siteToken: 'site-token', getToken: undefined });
    sessionStore.setAuth({ token: 'session-token', access: 5 });
    $toasts.set([]);
    $tasks.set([]);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('calls the configured API with the session token', async () => {
    const fetch = reply({ error: false, errors: [], payload: { success: true } });
    vi.stubGlobal('fetch', fetch);
    await expect(callCommand(druidiaCommands.delete, { druidia_id: 4 })).resolves.toEqual({ success: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example.test/api?module=druidia&command=delete&druidia_id=4');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it("prefers the host's getToken to the session", async () => {
    configureConsole({ getToken: async () => 'host-token' });
    const fetch = reply({ error: false, errors: [], payload: { success: true } });
    vi.stubGlobal('fetch', fetch);
    await callCommand(druidiaCommands.delete, { druidia_id: 4 });
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer host-token');
  });

  it("rotates the session token from a reply, and 'Token Expired' clears the session", async () => {
    vi.stubGlobal('fetch', reply({ token: 'rotated', error: false, errors: [], payload: { success: true } }));
    await callCommand(druidiaCommands.delete, { druidia_id: 4 });
    expect(sessionStore.$session.get()).toMatchObject({ token: 'rotated', access: 5 });
    vi.stubGlobal('fetch', reply({ error: true, errors: [{ title: 'Token Expired', status: 401 }] }, 401));
    await expect(callCommand(druidiaCommands.delete, { druidia_id: 4 })).rejects.toThrow();
    expect(sessionStore.$signedIn.get()).toBe(false);
  });

  it("shows an error as a red toast plus an 'API Error' task, and a warning as a warning toast", async () => {
    vi.stubGlobal('fetch', reply({ error: true, errors: [{ title: 'Not Found', status: 404 }] }, 404));
    await expect(callCommand(druidiaCommands.delete, { druidia_id: 4 })).rejects.toThrow();
    expect($toasts.get().map(({ type, message }) => [type, message])).toEqual([['error', 'Not Found']]);
    expect($tasks.get().map(({ title, status, message }) => [title, status, message])).toEqual([
      ['API Error', 'error', 'An error occurred with the API request'],
    ]);
    vi.stubGlobal('fetch', reply({ error: true, errors: [], payload: { success: true } }));
    await callCommand(druidiaCommands.delete, { druidia_id: 4 });
    expect($toasts.get().at(-1)).toMatchObject({
      type: 'warning',
      message: 'Operation completed with warnings',
    });
  });
});
