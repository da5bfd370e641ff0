import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_SECRET_PREFIX } from '../../lib/protocol/embed.ts';
import { databases, startTestApi, type CallResult, type TestApi } from './harness.ts';
import { userEdit } from './versions.ts';
import { apiKeyOf, claim, createSecret, EMBED_CONFIG, EMBED_SITE, embedToken } from './embed-fixture.ts';

const refusal = (result: CallResult) => [result.status, result.packet.errors[0]];
// SPEC 7's fields exactly; the optional `code` and `params` beside them are tests/server/error-codes.test.ts's.
const error = (status: number, title: string, detail: string) => [
  status,
  expect.objectContaining({ status, title, detail, instance: '/api' }),
];
const secretOf = (result: CallResult): string =>
  (result.packet.payload as { client_secret: string }).client_secret;

describe.each(databases())('embed sessions on %s', (database) => {
  let api: TestApi;
  let key: string;
  beforeAll(async () => {
    api = await startTestApi({ database, config: EMBED_CONFIG });
    key = (await apiKeyOf(api, 'group@demo.test')).secret;
  });
  afterAll(() => api.close());

  const profileSecret = async (email = 'user@demo.test') => {
    const created = await createSecret(api, key, { email, panels: [{ tag: 'profile-panel' }] });
    expect(created.status, JSON.stringify(created.packet.errors)).toBe(200);
    return secretOf(created);
  };

  it('makes a single-use secret, stored only as a hash and bound to CONSOLE_ORIGINS, that claims a session', async () => {
    const created = await createSecret(api, key, {
      email: 'user@demo.test',
      panels: [{ tag: 'profile-panel' }, { tag: 'resource-panel', resources: ['article'] }],
    });
    expect(created.status).toBe(200);
    const payload = created.packet.payload as {
      client_secret: string;
      origins: string[];
      expires_at: string;
    };
    expect(payload.client_secret).toMatch(new RegExp(`^${EMBED_SECRET_PREFIX}[A-Za-z0-9_-]{43}$`));
    expect(payload.origins).toEqual(EMBED_CONFIG.consoleOrigins);
    const minutes = (Date.parse(payload.expires_at) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(2);
    expect(minutes).toBeLessThanOrEqual(3);
    const rows = await api.db.query<Record<string, unknown>>('SELECT * FROM embed_secrets');
    expect(JSON.stringify(rows)).not.toContain(payload.client_secret);
    expect(rows.at(-1)?.scope).toEqual(
      [
        // The list's bulk actions, and the trash its deletes go to (docs/behaviour.md#trash).
        'article/bulk_action',
        'article/create',
        'article/delete',
        'article/list',
        'article/purge',
        'article/read',
        'article/restore',
        'article/trash',
        'article/update',
        'author/list',
        // The hero image is picked from the gallery.
        'image/list',
        'account/update',
        // The unverified-domain notice of Account Information (docs/security.md).
        'account/domain_status',
        'account/verify_domain',
        'account/mark_domain_verified',
        // The list's saved views and column choice.
        'list_prefs/delete_view',
        'list_prefs/read',
        'list_prefs/save_prefs',
        'list_prefs/save_view',
        // The edit screen's History and Revisions, of the article area's records only (embed-trail.test.ts).
        'activity/history',
        'revision/list',
        'revision/restore',
        'live/here',
        'live/stream',
        'user/logout',
        'user/read',
        'user/update',
      ].sort(),
    );

    const claimed = await claim(api, payload.client_secret);
    expect(claimed.status, JSON.stringify(claimed.packet.errors)).toBe(200);
    const session = claimed.packet.payload as { token: string; access: number; user: { email: string } };
    expect([session.access, session.user.email]).toEqual([3, 'user@demo.test']);
    expect(claimed.packet.token).toBeUndefined();
    expect(claimed.response.headers.get('access-control-allow-origin')).toBe(EMBED_SITE);

    const token = session.token;
    const me = await api.call('user', 'read', { token, query: { email: 'user@demo.test' } });
    expect(me.status).toBe(200);
    const edited = await api.call('user', 'update', {
      token,
      body: await userEdit(api, {
        user_id: (me.packet.payload as { user_id: number }).user_id,
        first_name: 'Embedded',
      }),
    });
    expect(edited.status).toBe(200);
    expect((await api.call('article', 'list', { token, body: {} })).status).toBe(200);
    expect((await api.call('author', 'list', { token, body: {} })).status).toBe(200);
  });

  it('refuses a replayed secret', async () => {
    const secret = await profileSecret();
    expect((await claim(api, secret)).status).toBe(200);
    expect(refusal(await claim(api, secret))).toEqual(
      error(401, 'Unauthorized', 'The embed secret was already claimed'),
    );
    expect(refusal(await claim(api, `${EMBED_SECRET_PREFIX}${'x'.repeat(43)}`))).toEqual(
      error(401, 'Unauthorized', 'Unknown embed secret'),
    );
    expect(refusal(await api.call('embed', 'claim', { body: {}, headers: { Origin: EMBED_SITE } }))).toEqual(
      error(401, 'Unauthorized', 'A client secret is required'),
    );
  });

  it('refuses an expired secret, and ends an embed session at its end', async () => {
    const secret = await profileSecret();
    await api.db.query("UPDATE embed_secrets SET expires_at = now() - interval '1 second'");
    expect(refusal(await claim(api, secret))).toEqual(
      error(401, 'Unauthorized', 'The embed secret has expired'),
    );

    const token = await embedToken(api, key, 'user@demo.test', [{ tag: 'profile-panel' }]);
    await api.db.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE scope IS NOT NULL",
    );
    expect(refusal(await api.call('user', 'read', { token, query: { email: 'user@demo.test' } }))).toEqual(
      error(401, 'Token Expired', 'The session timed out'),
    );
  });

  it('refuses a secret claimed from an origin it is not bound to, and spends it', async () => {
    const secret = await profileSecret();
    expect(refusal(await claim(api, secret, 'https://attacker.example'))).toEqual(
      error(403, 'Forbidden', 'The embed secret may not be claimed from https://attacker.example'),
    );
    expect(refusal(await claim(api, secret))).toEqual(
      error(401, 'Unauthorized', 'The embed secret was already claimed'),
    );
    expect(refusal(await claim(api, await profileSecret(), null))).toEqual(
      error(403, 'Forbidden', 'The embed secret may not be claimed from a request without an Origin'),
    );

    // Narrowed to one of CONSOLE_ORIGINS: the others may not claim it either.
    const narrowed = await createSecret(api, key, {
      email: 'user@demo.test',
      panels: [{ tag: 'profile-panel' }],
      origin: 'https://property.example.test',
    });
    expect((narrowed.packet.payload as { origins: string[] }).origins).toEqual([
      'https://property.example.test',
    ]);
    expect(refusal(await claim(api, secretOf(narrowed)))).toEqual(
      error(403, 'Forbidden', `The embed secret may not be claimed from ${EMBED_SITE}`),
    );
    const unlisted = await createSecret(api, key, {
      email: 'user@demo.test',
      panels: [{ tag: 'profile-panel' }],
      origin: 'https://attacker.example',
    });
    expect(refusal(unlisted)).toEqual(
      error(400, 'Bad Request', "origin: 'https://attacker.example' is not in CONSOLE_ORIGINS"),
    );
  });

  it('refuses every command outside the panels’ scope with 403, whatever the user’s level', async () => {
    const token = await embedToken(api, key, 'group@demo.test', [{ tag: 'profile-panel' }]);
    for (const [module, command, body] of [
      ['user', 'list', {}],
      ['user', 'create', {}],
      ['contact', 'list', {}],
      ['druidia', 'list', {}],
      ['account', 'list', {}],
      ['api_key', 'create', { name: 'Escape' }],
    ] as const) {
      expect(refusal(await api.call(module, command, { token, body })), `${module}/${command}`).toEqual(
        error(403, 'Forbidden', `This embed session may not call ${module}/${command}`),
      );
    }
    // An embed session is no API key: it cannot mint further sessions.
    expect(
      refusal(
        await createSecret(api, token, { email: 'user@demo.test', panels: [{ tag: 'profile-panel' }] }),
      ),
    ).toEqual(error(401, 'Unauthorized', 'embed/create is called with an API key'));
    const session = await api.login('group@demo.test');
    expect(
      refusal(
        await createSecret(api, session, { email: 'user@demo.test', panels: [{ tag: 'profile-panel' }] }),
      ),
    ).toEqual(error(401, 'Unauthorized', 'embed/create is called with an API key'));
    // Logging out is in every scope: the session ends itself.
    expect((await api.call('user', 'logout', { token, body: {} })).status).toBe(200);
    expect((await api.call('user', 'read', { token, query: { email: 'group@demo.test' } })).status).toBe(401);
  });

  it('refuses panels it cannot scope: API keys and unknown areas', async () => {
    for (const [resources, detail] of [
      [['api_key'], "panels: 'api_key' cannot be shown in an embed session"],
      [['nothing'], "panels: There is no console area named 'nothing'"],
    ] as const) {
      const result = await createSecret(api, key, {
        email: 'user@demo.test',
        panels: [{ tag: 'resource-panel', resources: [...resources] }],
      });
      expect(refusal(result)).toEqual(error(400, 'Bad Request', detail));
    }
  });

  it('refuses a user of another account, and a user above the key owner’s level', async () => {
    expect(
      refusal(
        await createSecret(api, key, { email: 'owner@other.test', panels: [{ tag: 'profile-panel' }] }),
      ),
    ).toEqual(error(404, 'Not Found', 'No user with that email in the API key’s account'));
    expect(
      refusal(
        await createSecret(api, key, { email: 'nobody@demo.test', panels: [{ tag: 'profile-panel' }] }),
      ),
    ).toEqual(error(404, 'Not Found', 'No user with that email in the API key’s account'));
    expect(
      refusal(await createSecret(api, key, { email: 'admin@demo.test', panels: [{ tag: 'profile-panel' }] })),
    ).toEqual(error(403, 'Forbidden', 'That user’s access level is above the API key owner’s'));
    await api.db.query("UPDATE users SET access = 0 WHERE email = 'user@demo.test'");
    expect(
      refusal(await createSecret(api, key, { email: 'user@demo.test', panels: [{ tag: 'profile-panel' }] })),
    ).toEqual(error(403, 'Forbidden', 'That user’s access level signs nobody in'));
    await api.db.query("UPDATE users SET access = 3 WHERE email = 'user@demo.test'");

    // The owner's level later falls: the session follows it down at once.
    const circuit = (await apiKeyOf(api, 'circuit@demo.test')).secret;
    const token = await embedToken(api, circuit, 'circuit@demo.test', [{ tag: 'profile-panel' }]);
    const read = async () =>
      (await api.call('user', 'read', { token, query: { email: 'circuit@demo.test' } })).packet.payload as {
        access: number;
      };
    expect((await read()).access).toBe(6);
    await api.db.query("UPDATE users SET access = 5 WHERE email = 'circuit@demo.test'");
    expect((await read()).access).toBe(5);
    await api.db.query("UPDATE users SET access = 6 WHERE email = 'circuit@demo.test'");
  });

  it('ends the embed sessions and unclaimed secrets of a revoked API key', async () => {
    const revocable = await apiKeyOf(api, 'group@demo.test');
    const token = await embedToken(api, revocable.secret, 'user@demo.test', [{ tag: 'profile-panel' }]);
    const pending = secretOf(
      await createSecret(api, revocable.secret, {
        email: 'user@demo.test',
        panels: [{ tag: 'profile-panel' }],
      }),
    );
    expect((await api.call('user', 'read', { token, query: { email: 'user@demo.test' } })).status).toBe(200);

    const owner = await api.login('group@demo.test');
    const revoked = await api.call('api_key', 'revoke', {
      token: owner,
      body: { api_key_id: revocable.api_key_id },
    });
    expect(revoked.status).toBe(200);

    expect(refusal(await api.call('user', 'read', { token, query: { email: 'user@demo.test' } }))).toEqual(
      error(401, 'Token Expired', 'The API key of this embed session was revoked'),
    );
    expect(refusal(await claim(api, pending))).toEqual(
      error(401, 'Unauthorized', 'The API key of this embed secret was revoked'),
    );
    expect(
      refusal(
        await createSecret(api, revocable.secret, {
          email: 'user@demo.test',
          panels: [{ tag: 'profile-panel' }],
        }),
      ),
    ).toEqual(error(401, 'Unauthorized', 'The API key was revoked'));
  });
});

describe('embed secrets without CONSOLE_ORIGINS', () => {
  it('are refused: no page could claim them', async () => {
    const api = await startTestApi({ database: 'pglite' });
    try {
      const { secret } = await apiKeyOf(api, 'group@demo.test');
      const result = await createSecret(api, secret, {
        email: 'user@demo.test',
        panels: [{ tag: 'profile-panel' }],
      });
      expect(refusal(result)).toEqual(
        error(400, 'Bad Request', 'No page may claim an embed secret: the server lists no CONSOLE_ORIGINS'),
      );
    } finally {
      await api.close();
    }
  });
});
