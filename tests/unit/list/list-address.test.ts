import { describe, expect, it } from 'vitest';
import {
  decodeListState,
  decodeMonth,
  decodePage,
  encodeListState,
  encodeMonth,
  encodePage,
  historyMode,
  type AddressedView,
} from '../../../lib/list/list-address.ts';
import { viewRequest } from '../../../lib/list/list-controller.ts';
import { LIST_PARAMS, listStateOf } from '../../../lib/list/list-params.ts';
import type { ListFields } from '../../../lib/protocol/list.ts';
import { addressedView, listStateText } from '../../../lib/resource-views/first-page.ts';
import { DEFINITIONS } from '../../../lib/resources/registry.ts';
import { user } from '../../../lib/resources/user.ts';

const fields: ListFields = {
  last_name: { type: 'string', filterable: true, sortable: true },
  age: { type: 'number', filterable: true, sortable: true },
  opted_in: { type: 'boolean', filterable: true, sortable: false },
  status: { type: 'enum', filterable: true, sortable: true, values: ['active', 'archived'] },
  created_at: { type: 'date', filterable: true, sortable: true },
  secret: { type: 'string', filterable: false, sortable: false },
};

const defaults: AddressedView = {
  filters: [],
  page: 1,
  limit: 25,
  sort: 'last_name',
  order: 'asc',
  search: '',
};

const roundTrip = (view: AddressedView) =>
  decodeListState(new URLSearchParams(encodeListState(view, defaults).toString()), fields, defaults);

describe('list state in the address', () => {
  it('writes nothing for the default view, so a plain list has a plain address', () => {
    expect(encodeListState(defaults, defaults).toString()).toBe('');
    expect(decodeListState(new URLSearchParams(''), fields, defaults)).toEqual(defaults);
  });

  it('round-trips a filtered, sorted, searched page with values of every type', () => {
    const view: AddressedView = {
      search: 'ann lee',
      filters: [
        { field: 'last_name', operator: 'LIKE', value: 'a:b:c' },
        { field: 'age', operator: '>=', value: 30 },
        { field: 'opted_in', operator: '=', value: true },
        { field: 'status', operator: 'IN', value: ['active', 'archived'] },
        { field: 'created_at', operator: '<', value: '2026-01-01' },
        { field: 'status', operator: 'IS NOT NULL' },
      ],
      sort: 'age',
      order: 'desc',
      page: 3,
      limit: 50,
    };
    expect(roundTrip(view)).toEqual(view);
    expect(encodeListState(view, defaults).toString()).toBe(
      'search=ann+lee&filter=last_name%3ALIKE%3Aa%3Ab%3Ac&filter=age%3A%3E%3D%3A30' +
        '&filter=opted_in%3A%3D%3Atrue&filter=status%3AIN%3A%5B%22active%22%2C%22archived%22%5D' +
        '&filter=created_at%3A%3C%3A2026-01-01&filter=status%3AIS+NOT+NULL&sort=age&order=desc&page=3&limit=50',
    );
  });

  it('keeps a text that looks like a number as text', () => {
    const view = { ...defaults, filters: [{ field: 'last_name', operator: '=' as const, value: '12' }] };
    expect(roundTrip(view).filters).toEqual(view.filters);
  });

  it('opens the default view for what it cannot answer: a link typed by hand or from an older list', () => {
    const params = new URLSearchParams(
      'sort=secret&order=sideways&page=0&limit=7&filter=secret:=:x&filter=nope:=:1&filter=age:LIKE:3' +
        '&filter=age:=:thirty&filter=status:=:deleted&filter=broken&filter=age:BETWEEN:1',
    );
    expect(decodeListState(params, fields, defaults)).toEqual(defaults);
    expect(decodeListState(new URLSearchParams('page=-2&limit=1e3'), fields, defaults)).toEqual(defaults);
  });

  it('reads an unknown sort as the default without inheriting from the prototype', () => {
    const params = new URLSearchParams('sort=constructor&filter=__proto__:=:1');
    expect(decodeListState(params, fields, defaults)).toEqual(defaults);
  });

  it('takes only the list parameters out of an address', () => {
    expect(listStateOf('?rodeo=12&page=2&next=%2Fx&filter=age:%3E:3&search=a')).toBe(
      'page=2&filter=age%3A%3E%3A3&search=a',
    );
    expect(listStateOf('?rodeo=12&scope=status:IS NULL&month=2026-12')).toBe(
      'scope=status%3AIS+NULL&month=2026-12',
    );
  });

  it('keeps a screen’s own filters (a bucket, a folder) as scope, only on the fields the screen picks', () => {
    const view: AddressedView = {
      ...defaults,
      page: 2,
      scope: [{ field: 'status', operator: '=', value: 'archived' }],
    };
    const text = encodeListState(view, defaults).toString();
    expect(text).toBe('scope=status%3A%3D%3Aarchived&page=2');
    expect(decodeListState(new URLSearchParams(text), fields, defaults, ['status'])).toEqual(view);
    // A screen without a filter of its own, or one on another field, takes no scope from an address.
    expect(decodeListState(new URLSearchParams(text), fields, defaults)).toEqual({ ...defaults, page: 2 });
    expect(decodeListState(new URLSearchParams(text), fields, defaults, ['age'])).toEqual({
      ...defaults,
      page: 2,
      scope: [],
    });
    const unanswerable = new URLSearchParams('scope=status:=:deleted&scope=secret:=:x&scope=status:IS NULL');
    expect(decodeListState(unanswerable, fields, defaults, ['status', 'secret']).scope).toEqual([
      { field: 'status', operator: 'IS NULL' },
    ]);
  });

  it('keeps a list parameter (a super admin’s account) under its own name, read back only as a record id', () => {
    const view: AddressedView = { ...defaults, page: 2, params: { account_id: 3 } };
    const text = encodeListState(view, defaults).toString();
    expect(text).toBe('account_id=3&page=2');
    expect(decodeListState(new URLSearchParams(text), fields, defaults, [], ['account_id'])).toEqual(view);
    // No parameter in the address is the caller's own account (Back to before the pick), not "unchanged".
    expect(
      decodeListState(new URLSearchParams('page=2'), fields, defaults, [], ['account_id']).params,
    ).toEqual({});
    for (const wrong of ['account_id=0', 'account_id=-3', 'account_id=2.5', 'account_id=x', 'account_id='])
      expect(
        decodeListState(new URLSearchParams(wrong), fields, defaults, [], ['account_id']).params,
        wrong,
      ).toEqual({});
    // A list without that parameter takes none from an address.
    expect(decodeListState(new URLSearchParams(text), fields, defaults)).toEqual({ ...defaults, page: 2 });
    expect(listStateOf('?account_id=3&next=%2Fx&page=2')).toBe('account_id=3&page=2');
  });

  it('opens the user list on the account its address names, and asks the server for that account', () => {
    const view = addressedView(user, 'account_id=7&search=ann');
    expect(view.params).toEqual({ account_id: 7 });
    expect(viewRequest(user.listFields, view)).toMatchObject({ account_id: 7, search: 'ann', page: 1 });
    expect(listStateText(user, view)).toBe('search=ann&account_id=7');
    expect(listStateText(user, { ...view, params: {} })).toBe('search=ann');
  });

  it('lets the console’s entry pick every definition’s list parameter out of an address', () => {
    const names = DEFINITIONS.flatMap((resource) => (resource.listParam ? [resource.listParam] : []));
    expect(names).toContain('account_id');
    for (const name of names) expect(LIST_PARAMS).toContain(name);
  });

  it('writes a trash’s page alone, page 1 as nothing, and reads a wrong one as page 1', () => {
    expect(encodePage(1)).toBe('');
    expect(encodePage(3)).toBe('page=3');
    expect(decodePage(new URLSearchParams(encodePage(3)))).toBe(3);
    for (const wrong of ['', 'page=0', 'page=-1', 'page=2.5', 'page=x'])
      expect(decodePage(new URLSearchParams(wrong)), wrong).toBe(1);
  });

  it('writes a calendar’s month as year and month, the current month as nothing', () => {
    expect(encodeMonth('2026-12-01', '2026-11-01')).toBe('month=2026-12');
    expect(encodeMonth('2026-11-01', '2026-11-01')).toBe('');
    expect(decodeMonth(new URLSearchParams('month=2026-12'))).toBe('2026-12-01');
    for (const wrong of ['', 'month=2026-13', 'month=2026-1', 'month=26-12', 'month=2026-12-05', 'month=x'])
      expect(decodeMonth(new URLSearchParams(wrong)), wrong).toBeUndefined();
  });

  it('replaces the history entry while a search is typed on, and adds one for any other change', () => {
    expect(historyMode('page=3', 'search=a')).toBe('push');
    expect(historyMode('search=an', '')).toBe('push');
    expect(historyMode('search=a', 'search=an')).toBe('replace');
    expect(historyMode('search=a&page=2', 'search=an')).toBe('replace');
    expect(historyMode('search=an', 'search=an&page=2')).toBe('push');
    expect(historyMode('', 'sort=age')).toBe('push');
    expect(historyMode('search=a', 'search=a&filter=age:>:3')).toBe('push');
  });
});
