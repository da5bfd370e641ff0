import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { createApiClient, type ApiClientDeps } from '../../../lib/api/client.ts';
import { accountCommands } from '../../../lib/protocol/account.ts';
import { druidiaCommands } from '../../../lib/protocol/druidia.ts';
import { druidiaListRef } from '../../../lib/protocol/druidia-ref.ts';
import { embedClaimCommands } from '../../../lib/protocol/embed-claim.ts';
import { userCommands } from '../../../lib/protocol/user.ts';
import { USER_INFO } from '../session/user-info.ts';

const PASSHASH = 'a'.repeat(64);
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const packet = (fields: Record<string, unknown>) => ({ error: false, errors: [], ...fields });

function setup(reply: () => Response | Promise<Response>, overrides: Partial<ApiClientDeps> = {}) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () => reply());
  const deps = {
    fetch,
    apiBase: () => 'https://api.example.test/v1/',
    siteToken: () => 'site-token',
    userToken: () => 'user-token',
    onToken: vi.fn(),
    onTokenExpired: vi.fn(),
    onWarning: vi.fn(),
    onError: vi.fn(),
    ...overrides,
  } satisfies ApiClientDeps;
  const requestOf = (index = 0) => {
    const [url, init] = fetch.mock.calls[index] ?? [];
    return { url: new URL(String(url)), init: init ?? {} };
  };
  return { client: createApiClient(deps), deps, fetch, requestOf };
}

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('requests (docs/protocol.md, DESIGN protocol)', () => {
  it('signs in by POST with the credentials in the body, never the URL, with the site token', async () => {
    const { client, requestOf } = setup(() => json(packet({ token: 't2', payload: { access: 5 } })));
    await client.callCommand(userCommands.token, { email: 'a@b.co', passhash: PASSHASH });
    const { url, init } = requestOf();
    expect(url.origin + url.pathname).toBe('https://api.example.test/v1/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({ module: 'user', command: 'token' });
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual({ email: 'a@b.co', passhash: PASSHASH });
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer site-token');
    // Never cookies: a call without credentials also gets connections apart from the page's scripts.
    expect(init.credentials).toBe('omit');
  });

  it('sends GET parameters in the query of the one entry', async () => {
    const { client, requestOf } = setup(() => json(packet({ payload: USER_INFO })));
    await client.callCommand(userCommands.read, { email: 'a@b.co' });
    const { url, init } = requestOf();
    expect(Object.fromEntries(url.searchParams)).toEqual({
      module: 'user',
      command: 'read',
      email: 'a@b.co',
    });
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
  });

  it('sends DELETE parameters in the query with the user token', async () => {
    const { client, requestOf } = setup(() => json(packet({ payload: { success: true } })));
    await client.callCommand(druidiaCommands.delete, { druidia_id: 7 });
    const { url, init } = requestOf();
    expect(init.method).toBe('DELETE');
    expect(url.searchParams.get('druidia_id')).toBe('7');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer user-token');
  });

  it('sends POST and PUT input as a JSON body', async () => {
    const { client, requestOf } = setup(() =>
      json(
        packet({ payload: { list: [], count: 0, limit: 100, page: 1, sort: 'created_at', order: 'desc' } }),
      ),
    );
    const query = {
      filters: [{ field: 'account_id', operator: '=' as const, value: 3 }],
      limit: 100,
      page: 1,
      sort: 'created_at',
      order: 'desc' as const,
    };
    await client.callCommand(druidiaCommands.list, query);
    const { url, init } = requestOf();
    expect(init.method).toBe('POST');
    expect(url.searchParams.get('command')).toBe('list');
    expect(url.searchParams.has('filters')).toBe(false);
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(query);
  });

  it('keeps a relative apiBase relative', async () => {
    const { client, fetch } = setup(() => json(packet({ payload: { success: true } })), {
      apiBase: () => '',
    });
    await client.callCommand(druidiaCommands.delete, { druidia_id: 1 });
    expect(fetch.mock.calls[0]?.[0]).toBe('/api?module=druidia&command=delete&druidia_id=1');
  });

  it('rejects invalid input before sending, naming the field', async () => {
    const { client, fetch } = setup(() => json(packet({})));
    const error = await caught(client.callCommand(userCommands.token, { email: 'nope', passhash: PASSHASH }));
    expect(error.title).toBe('Unknown Error');
    expect(error.detail).toBe('An error occurred: Invalid request for user/token: email: Invalid email');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('validates the payload with the response schema', async () => {
    const { client } = setup(() => json(packet({ payload: { success: 'yes' } })));
    const error = await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect(error.detail).toMatch(/^An error occurred: Invalid response from druidia\/delete: success: /);
  });

  it('sends a ref as written and returns its answer as the server sent it: the server checks both', async () => {
    const answer = { list: [{ druidia_id: 'as sent' }], total: 1 };
    const { client, requestOf } = setup(() => json(packet({ payload: answer })));
    const query = { page: 1, limit: 100, filters: [] };
    await expect(client.callCommand(druidiaListRef, query)).resolves.toEqual(answer);
    const { url, init } = requestOf();
    expect(Object.fromEntries(url.searchParams)).toEqual({ module: 'druidia', command: 'list' });
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toEqual(query);
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer user-token');
  });

  it('refuses a reply that is JSON but no packet, with or without schemas', async () => {
    for (const body of [{ list: [] }, { error: 'no', errors: [] }, { error: false, errors: [{}] }]) {
      const { client } = setup(() => json(body));
      const error = await caught(client.callCommand(druidiaListRef, { page: 1 }));
      expect(error.detail).toBe(
        'An error occurred: The API replied with something other than a packet (200)',
      );
    }
  });
});

describe('generic API handling (docs/behaviour.md#messages)', () => {
  it('treats a packet error with a payload as a warning and still returns the payload', async () => {
    const { client, deps } = setup(() =>
      json({ error: true, errors: [{ title: 'Partly done' }], payload: { success: true } }),
    );
    await expect(client.callCommand(druidiaCommands.delete, { druidia_id: 1 })).resolves.toEqual({
      success: true,
    });
    expect(deps.onWarning).toHaveBeenCalledWith(expect.objectContaining({ title: 'Partly done' }));
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it("titles a warning without a title 'Operation completed with warnings'", async () => {
    const { client, deps } = setup(() => json({ error: true, errors: [], payload: { success: true } }));
    await client.callCommand(druidiaCommands.delete, { druidia_id: 1 });
    expect(deps.onWarning).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Operation completed with warnings' }),
    );
  });

  it('throws a packet error without a payload with its title, detail and status', async () => {
    const { client, deps } = setup(() =>
      json({ error: true, errors: [{ title: 'Not Found', detail: 'No such connection', status: 404 }] }, 404),
    );
    const error = await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect([error.title, error.detail, error.status]).toEqual(['Not Found', 'No such connection', 404]);
    expect(deps.onError).toHaveBeenCalledWith(error);
  });

  it("defaults the thrown packet error's title to 'Unknown API Error'", async () => {
    const { client } = setup(() => json({ error: true, errors: [] }, 400));
    const error = await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect(error.title).toBe('Unknown API Error');
    expect(error.status).toBe(400);
  });

  it("gives 'HTTP Error' for a failed status without an error list", async () => {
    const { client } = setup(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect([error.title, error.detail, error.status]).toEqual([
      'HTTP Error',
      'An HTTP error occurred: 502',
      502,
    ]);
  });

  it("gives 'Authentication Error' 401 and sends nothing when the user token is missing", async () => {
    const { client, fetch } = setup(() => json(packet({})), { userToken: () => undefined });
    const error = await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect([error.title, error.detail, error.status]).toEqual([
      'Authentication Error',
      'No authentication token available',
      401,
    ]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('needs the site token for a site command', async () => {
    const { client, fetch } = setup(() => json(packet({})), { siteToken: () => '' });
    const error = await caught(
      client.callCommand(userCommands.token, { email: 'a@b.co', passhash: PASSHASH }),
    );
    expect(error).toMatchObject({ code: 'missing-site-token', title: 'Console Setup Error' });
    expect(error.message).toContain('configureConsole({ siteToken })');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("names the page's origin when the API is up but its CORS answer leaves that origin out", async () => {
    vi.stubGlobal('location', { origin: 'https://site.example.test' });
    try {
      const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
        if (init?.mode === 'no-cors') return new Response(null, { status: 200 });
        throw new TypeError('Failed to fetch');
      });
      const { client } = setup(() => json(packet({})), { fetch });
      const error = await caught(
        client.callCommand(userCommands.token, { email: 'a@b.co', passhash: PASSHASH }),
      );
      expect(error).toMatchObject({ code: 'origin-not-allowed' });
      expect(error.message).toContain('adds https://site.example.test to CONSOLE_ORIGINS');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("wraps any other failure as 'Unknown Error'", async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect([error.title, error.detail]).toEqual(['Unknown Error', 'An error occurred: Failed to fetch']);
  });

  it('leaves the display to the caller with report: false', async () => {
    const { client, deps } = setup(() =>
      json({ error: true, errors: [{ title: 'Invalid email or password' }] }, 401),
    );
    await caught(
      client.callCommand(userCommands.token, { email: 'a@b.co', passhash: PASSHASH }, { report: false }),
    );
    expect(deps.onError).not.toHaveBeenCalled();
  });
});

describe('token rotation and expiry (docs/behaviour.md#states)', () => {
  it('hands any token in a packet to the session, with the access of the payload', async () => {
    const { client, deps } = setup(() => json(packet({ token: 'fresh', payload: { access: 5 } })));
    await client.callCommand(userCommands.token, { email: 'a@b.co', passhash: PASSHASH });
    expect(deps.onToken).toHaveBeenCalledWith('fresh', 5);
  });

  it("keeps the session's access when a user command returns someone else's access with a token", async () => {
    const { client, deps } = setup(() =>
      json(packet({ token: 'fresh', payload: { success: true, access: 3 } })),
    );
    await client.callCommand(druidiaCommands.delete, { druidia_id: 1 });
    expect(deps.onToken).toHaveBeenCalledWith('fresh', undefined);
  });

  it('rotates the token without access when the payload has none, even on an error packet', async () => {
    const { client, deps } = setup(() =>
      json({ token: 'fresh', error: true, errors: [{ title: 'Nope' }] }, 400),
    );
    await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect(deps.onToken).toHaveBeenCalledWith('fresh', undefined);
  });

  it("clears the session on 'Token Expired'", async () => {
    const { client, deps } = setup(() =>
      json({ error: true, errors: [{ title: 'Token Expired', status: 401 }] }, 401),
    );
    const error = await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect(error.title).toBe('Token Expired');
    expect(deps.onTokenExpired).toHaveBeenCalledOnce();
  });

  it('sends a call refused as expired once more after the session was renewed, with the new token', async () => {
    const replies = [
      json({ error: true, errors: [{ title: 'Token Expired', status: 401 }] }, 401),
      json(packet({ payload: { success: true } })),
    ];
    let token = 'old-token';
    const renewSession = vi.fn(async () => {
      token = 'new-token';
      return true;
    });
    const { client, deps, requestOf } = setup(() => replies.shift()!, {
      userToken: () => token,
      renewSession,
    });
    expect(await client.callCommand(druidiaCommands.delete, { druidia_id: 1 })).toEqual({ success: true });
    expect(renewSession).toHaveBeenCalledWith('old-token');
    expect(new Headers(requestOf(1).init.headers).get('Authorization')).toBe('Bearer new-token');
    expect(deps.onTokenExpired).not.toHaveBeenCalled();
    expect(deps.onError).not.toHaveBeenCalled();
  });

  it('clears the session as before when it could not be renewed, and tries only once', async () => {
    const expired = () => json({ error: true, errors: [{ title: 'Token Expired', status: 401 }] }, 401);
    for (const renewed of [false, true]) {
      const renewSession = vi.fn(async () => renewed);
      const { client, deps, fetch } = setup(expired, { renewSession });
      expect((await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }))).title).toBe(
        'Token Expired',
      );
      expect([renewSession.mock.calls.length, fetch.mock.calls.length]).toEqual([1, renewed ? 2 : 1]);
      expect(deps.onTokenExpired).toHaveBeenCalledOnce();
    }
  });

  it('sends a credential given for one call (an embed client secret) instead of any token', async () => {
    const { client, requestOf } = setup(() =>
      json(packet({ payload: { token: 't', access: 3, expires_at: 'x', user: USER_INFO } })),
    );
    await client.callCommand(embedClaimCommands.claim, {}, { credential: 'es_secret' });
    expect(new Headers(requestOf().init.headers).get('Authorization')).toBe('Bearer es_secret');
  });

  it('does not clear the session on other errors', async () => {
    const { client, deps } = setup(() => json({ error: true, errors: [{ title: 'Forbidden' }] }, 403));
    await caught(client.callCommand(druidiaCommands.delete, { druidia_id: 1 }));
    expect(deps.onTokenExpired).not.toHaveBeenCalled();
  });
});

describe('multipart uploads', () => {
  it('sends a multipart body with nested names and lets the browser set the boundary', async () => {
    const { client, requestOf } = setup(() => json(packet({ payload: { success: true } })));
    const input = {
      email: 'a@b.co',
      first_name: 'A',
      last_name: 'B',
      passhash: PASSHASH,
      account_name: 'Acme',
    };
    // The reply does not matter here (it fails the response schema): only what was sent.
    await client
      .callCommand(accountCommands.register, input, { multipart: true, report: false })
      .catch(() => undefined);
    const { init } = requestOf();
    expect(init.body).toBeInstanceOf(FormData);
    expect((init.body as FormData).get('account_name')).toBe('Acme');
    expect(new Headers(init.headers).has('Content-Type')).toBe(false);
  });
});
