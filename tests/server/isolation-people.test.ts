// Every command on users, accounts, their domain and their sign-in credentials, aimed by each caller at
// the other account (and an embed session kept inside its panels).
import { describe, expect, it } from 'vitest';
import { accountEdit, userEdit } from './versions.ts';
import { databases } from './harness.ts';
import { CALLERS, EMBED, emailOf, inScope, isolationWorld } from './isolation-callers.ts';

describe.each(databases())(
  'tenant isolation of users, accounts and sign-in credentials on %s',
  (database) => {
    const world = isolationWorld(database);
    const { tokens, users, signIn, levelOf, accountOf, foreignUsers } = world;

    // Super admins (9) manage the users of every account (tests/server/people.test.ts); below that, none.
    const belowSuper = CALLERS.filter((email) => email !== 'super@demo.test');

    it.each(belowSuper)('%s reaches no user of another account', async (caller) => {
      const token = tokens[caller];
      for (const target of foreignUsers(caller)) {
        const reads = [
          await world.api.call('user', 'read', { token, query: { user_id: String(target.user_id) } }),
          await world.api.call('user', 'read', { token, query: { email: target.email } }),
          // Based on the current version: another account's user is unknown all the same.
          await world.api.call('user', 'update', {
            token,
            body: await userEdit(world.api, { user_id: target.user_id, first_name: 'Crossed' }),
          }),
        ];
        for (const result of reads) {
          expect(result.status, `${caller} -> ${target.email}`).toBe(404);
          expect(JSON.stringify(result.packet)).not.toContain(target.email);
        }
      }
      const rows = await world.api.db.query("SELECT 1 FROM users WHERE first_name = 'Crossed'");
      expect(rows).toHaveLength(0);
    });

    // A bulk set runs the single update per user (docs/behaviour.md#lists): another account's are refused
    // one by one as not found, and a query names no other account below level 9.
    it.each(belowSuper)('%s bulk-sets no user of another account, by ids or by query', async (caller) => {
      const token = tokens[caller];
      const foreign = foreignUsers(caller);
      const before = await world.api.db.query('SELECT user_id, access, enabled FROM users ORDER BY user_id');
      const set = { action: 'set', field: 'access', value: 4 };
      const byIds = await world.api.call('user', 'bulk_action', {
        token,
        body: { ...set, ids: foreign.map((u) => u.user_id) },
      });
      if (levelOf(caller) < 5 || !inScope(caller, 'user/bulk_action')) expect(byIds.status).toBe(403);
      else {
        expect(byIds.status).toBe(200);
        expect(byIds.packet.payload).toMatchObject({ done: 0, next: null });
        expect(JSON.stringify(byIds.packet)).not.toContain(foreign[0]!.email);
      }
      const other = accountOf(caller) === 1 ? 2 : 1;
      const byQuery = await world.api.call('user', 'bulk_action', {
        token,
        body: { ...set, query: { filters: [] }, account_id: other },
      });
      expect(byQuery.status).toBe(403);
      const accounts = await world.api.call('account', 'bulk_action', {
        token,
        body: { action: 'set', field: 'enabled', value: false, ids: [other] },
      });
      // Admins (7) enable and disable other accounts by design (tests/server/bulk-people.test.ts).
      if (levelOf(caller) < 7) expect(accounts.status).toBe(403);
      else {
        // A disable ends the account's sessions (docs/security.md): its callers sign in again after it.
        await world.api.db.query('UPDATE accounts SET enabled = true');
        await signIn(CALLERS.filter((member) => accountOf(member) === other));
      }
      expect(await world.api.db.query('SELECT user_id, access, enabled FROM users ORDER BY user_id')).toEqual(
        before,
      );
    });

    // The user list's export reads the list's source (docs/behaviour.md#lists): no other account's users, by
    // query or by ids, below level 9.
    it.each(belowSuper)('%s exports no user of another account', async (caller) => {
      const token = tokens[caller];
      const foreign = foreignUsers(caller);
      const other = accountOf(caller) === 1 ? 2 : 1;
      const denied = levelOf(caller) < 5 || !inScope(caller, 'user/export');
      const byIds = await world.api.call('user', 'export', {
        token,
        query: {
          filters: JSON.stringify([
            { field: 'user_id', operator: 'IN', value: foreign.map((u) => u.user_id) },
          ]),
        },
      });
      expect(byIds.status).toBe(denied ? 403 : 200);
      if (!denied) expect((await byIds.response.text()).trim().split('\r\n')).toHaveLength(1);
      const byAccount = await world.api.call('user', 'export', {
        token,
        query: { account_id: String(other) },
      });
      expect(byAccount.status).toBe(403);
      const accounts = await world.api.call('account', 'export', { token });
      if (levelOf(caller) < 7 || !inScope(caller, 'account/export')) expect(accounts.status).toBe(403);
    });

    it.each(CALLERS)('%s lists only its own account’s users', async (caller) => {
      const result = await world.api.call('user', 'list', { token: tokens[caller], body: { limit: 1000 } });
      if (result.status === 403) return; // below group admin: no list at all
      const listed = (result.packet.payload as { list: { account_id: number }[] }).list;
      expect(listed.every((u) => u.account_id === accountOf(caller))).toBe(true);
    });

    it.each(CALLERS)('%s neither reads nor edits another account', async (caller) => {
      const token = tokens[caller];
      const other = accountOf(caller) === 1 ? 2 : 1;
      const self = users.find((u) => u.email === emailOf(caller))?.user_id;
      const read = await world.api.call('account', 'read', { token, query: { account_id: String(other) } });
      // Admins (7) manage every account of the network (tests/server/accounts-admin.test.ts).
      if (levelOf(caller) >= 7) {
        expect(read.status).toBe(200);
        return;
      }
      expect(read.status).toBe(403);
      const update = await world.api.call('account', 'update', {
        token,
        body: await accountEdit(world.api, {
          user_id: self,
          account_id: other,
          account_name: 'Crossed',
          domain: 'x.test',
        }),
      });
      expect(update.status).toBe(403);
      const rows = await world.api.db.query("SELECT 1 FROM accounts WHERE account_name = 'Crossed'");
      expect(rows).toHaveLength(0);
    });

    // Domain verification (docs/security.md): below super admin (9), only one's own account's domain.
    it.each(CALLERS.filter((caller) => !caller.endsWith('super@demo.test')))(
      '%s neither sees nor verifies another account’s domain',
      async (caller) => {
        const token = tokens[caller];
        const other = accountOf(caller) === 1 ? 2 : 1;
        const status = await world.api.call('account', 'domain_status', {
          token,
          query: { account_id: String(other) },
        });
        const verify = await world.api.call('account', 'verify_domain', {
          token,
          body: { account_id: other },
        });
        const mark = await world.api.call('account', 'mark_domain_verified', {
          token,
          body: { account_id: other },
        });
        expect([status.status, verify.status, mark.status]).toEqual([403, 403, 403]);
      },
    );

    it('creates users only in the creator’s own account: naming another is refused below level 9', async () => {
      const result = await world.api.call('user', 'create', {
        token: tokens['owner@other.test'],
        body: {
          email: 'planted@demo.test',
          first_name: 'Plan',
          last_name: 'Ted',
          passhash: 'a'.repeat(64),
          access: 1,
          account_id: 1,
        },
      });
      expect([result.status, result.packet.errors[0]?.detail]).toEqual([
        403,
        'Only a super admin works in another account',
      ]);
      expect(
        await world.api.db.query('SELECT 1 FROM users WHERE email = $1', ['planted@demo.test']),
      ).toHaveLength(0);
    });

    // The second factor's commands name no user: whatever a body adds, they act on the caller alone, and an
    // embed session changes no one's (docs/security.md "Second factor").
    it.each(CALLERS)('%s sets up and reads only its own second factor, whatever it names', async (caller) => {
      const token = tokens[caller];
      const self = users.find((u) => u.email === emailOf(caller))!;
      const target = users.find((u) => u.email !== self.email)!;
      const setup = await world.api.call('second_factor', 'setup', {
        token,
        body: { user_id: target.user_id, email: target.email },
      });
      const status = await world.api.call('second_factor', 'status', {
        token,
        query: { user_id: String(target.user_id) },
      });
      const rows = await world.api.db.query<{ user_id: number }>('SELECT user_id FROM second_factors');
      await world.api.db.query('DELETE FROM second_factors');
      if (caller.startsWith(EMBED)) {
        expect([setup.status, status.status]).toEqual([403, 403]);
        return expect(rows).toEqual([]);
      }
      expect(setup.status).toBe(200);
      expect(JSON.stringify(setup.packet.payload)).toContain(encodeURIComponent(self.email));
      expect(status.packet.payload).toEqual({ totp: false, recovery_codes_left: 0 });
      expect(rows).toEqual([{ user_id: self.user_id }]);
    });

    // A reset names a user: another account's is unknown below level 9, whatever the caller's level, and
    // an embed session resets no one (docs/security.md "Second-factor reset").
    it.each(belowSuper)('%s resets no second factor in another account', async (caller) => {
      const token = tokens[caller];
      for (const target of foreignUsers(caller)) {
        await world.api.db.query(
          `INSERT INTO passkeys (credential_id, user_id, account_id, name, public_key)
           VALUES ('isolation-reset', $1, $2, 'Theirs', 'key')`,
          [target.user_id, target.account_id],
        );
        const reset = await world.api.call('second_factor', 'reset', {
          token,
          body: { user_id: target.user_id },
        });
        const left = await world.api.db.query('SELECT 1 FROM passkeys');
        await world.api.db.query('DELETE FROM passkeys');
        expect(left, `${caller} -> ${target.email}`).toHaveLength(1);
        const refused = caller.startsWith(EMBED) || levelOf(caller) < 5 ? 403 : 404;
        expect(reset.status, `${caller} -> ${target.email}`).toBe(refused);
      }
    });

    // Passkeys are named by passkey_id: another account's is no passkey of the caller's, whatever the level,
    // and an embed session reaches none (docs/security.md "Passkeys").
    it.each(CALLERS)('%s lists, renames and removes only its own passkeys', async (caller) => {
      const self = users.find((u) => u.email === emailOf(caller))!;
      const target = users.find((u) => u.account_id !== self.account_id)!;
      const [theirs] = await world.api.db.query<{ passkey_id: number }>(
        `INSERT INTO passkeys (credential_id, user_id, account_id, name, public_key)
       VALUES ('isolation', $1, $2, 'Theirs', 'key') RETURNING passkey_id`,
        [target.user_id, target.account_id],
      );
      const token = tokens[caller];
      const body = { passkey_id: theirs!.passkey_id, user_id: target.user_id };
      const list = await world.api.call('passkey', 'list', {
        token,
        query: { user_id: String(target.user_id) },
      });
      const rename = await world.api.call('passkey', 'rename', { token, body: { ...body, name: 'Mine' } });
      const remove = await world.api.call('passkey', 'remove', { token, body });
      const left = await world.api.db.query('SELECT name FROM passkeys');
      await world.api.db.query('DELETE FROM passkeys');
      expect(left).toEqual([{ name: 'Theirs' }]);
      if (caller.startsWith(EMBED))
        return expect([list.status, rename.status, remove.status]).toEqual([403, 403, 403]);
      expect(list.packet.payload).toEqual({ rows: [] });
      expect([rename.status, remove.status]).toEqual([404, 404]);
    });
    // Sessions are named by session_id or user_id (docs/security.md "Sessions you can see"): another
    // account's user has none the caller can list or end, below a super admin; an embed session reaches none.
    it.each(belowSuper)('%s lists and ends no session of another account', async (caller) => {
      const token = tokens[caller];
      const target = foreignUsers(caller)[0]!;
      const theirs = await world.api.login(target.email);
      const [row] = await world.api.db.query<{ session_id: number }>(
        'SELECT max(session_id) AS session_id FROM sessions WHERE user_id = $1',
        [target.user_id],
      );
      const statuses = [
        (await world.api.call('session', 'list', { token, query: { user_id: String(target.user_id) } }))
          .status,
        (await world.api.call('session', 'end', { token, body: { session_id: row!.session_id } })).status,
        (await world.api.call('session', 'end_others', { token, body: { user_id: target.user_id } })).status,
      ];
      expect(statuses).toEqual(inScope(caller, 'session/list') ? [404, 404, 404] : [403, 403, 403]);
      expect((await world.api.call('session', 'list', { token: theirs })).status).toBe(200);
    });
  },
);
