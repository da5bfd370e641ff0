import { describe, expect, it } from 'vitest';
import {
  availableServices,
  canManage,
  canShare,
  canUse,
  connectionListQuery,
  connectionProblem,
  ownership,
  replaceConnection,
} from '../../../lib/connections/druidia.ts';
import { druidiaEnglish } from '../../../lib/connections/druidia-texts.ts';
import { buildListQuery } from '../../../lib/list/list-query.ts';
import { druidiaListFields } from '../../../lib/protocol/druidia.ts';
import { connection } from './fixtures.ts';

const me = { userId: 12, access: 3, accountId: 3 };
const groupAdmin = { ...me, access: 5 };

describe('service connection rules (docs/behaviour.md#states, docs/behaviour.md#validation, docs/behaviour.md#levels, docs/protocol.md)', () => {
  it('lists the account’s connections, limit 100, page 1, newest first', () => {
    const query = connectionListQuery(3);
    expect(query).toEqual({
      filters: [{ field: 'account_id', operator: '=', value: 3 }],
      page: 1,
      limit: 100,
      sort: 'created_at',
      order: 'desc',
    });
    expect(() => buildListQuery(druidiaListFields, query as never)).not.toThrow();
  });

  it("badges 'Shared with Account', 'Personal' and 'Other User'", () => {
    const t = druidiaEnglish();
    expect(t[ownership(connection({ user_id: null }), me)]).toBe('Shared with Account');
    expect(t[ownership(connection(), me)]).toBe('Personal');
    expect(t[ownership(connection({ user_id: 99 }), me)]).toBe('Other User');
  });

  it('offers share only to the owner, never for task, never twice', () => {
    expect(canShare(connection(), me)).toBe(true);
    expect(canShare(connection({ service: 'task' }), me)).toBe(false);
    expect(canShare(connection({ user_id: null }), me)).toBe(false);
    expect(canShare(connection({ user_id: 99 }), groupAdmin)).toBe(false);
  });

  it('lets the owner, or a group admin, reconnect and delete', () => {
    expect(canManage(connection(), me)).toBe(true);
    expect(canManage(connection({ user_id: null }), me)).toBe(false);
    expect(canManage(connection({ user_id: 99 }), me)).toBe(false);
    expect(canManage(connection({ user_id: 99 }), groupAdmin)).toBe(true);
    expect(canUse(connection({ user_id: null }), me)).toBe(true);
    expect(canUse(connection({ user_id: 99 }), groupAdmin)).toBe(false);
  });

  it('offers only services the user has no connection to yet', () => {
    const list = [
      connection({ service: 'image' }),
      connection({ druidia_id: 2, service: 'content', user_id: null }),
      connection({ druidia_id: 3, service: 'rodeo', user_id: 99 }),
    ];
    expect(availableServices(list, me)).toEqual(['product', 'rodeo', 'contractor', 'task']);
  });

  it("names a bad id 'Invalid connection ID' and an unknown one 'Connection not found'", () => {
    const list = [connection()];
    expect(connectionProblem(list, 1)).toBeNull();
    expect(connectionProblem(list, 0)).toBe('invalid');
    expect(connectionProblem(list, '1')).toBe('invalid');
    expect(connectionProblem(list, 7)).toBe('not-found');
  });

  it('replaces a reconnected connection in place', () => {
    const list = [connection(), connection({ druidia_id: 2 })];
    const updated = connection({ druidia_id: 2, user_hash: 'fffff00000' });
    expect(replaceConnection(list, updated)).toEqual([list[0], updated]);
  });
});
