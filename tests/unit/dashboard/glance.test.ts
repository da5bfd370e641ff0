import { describe, expect, it } from 'vitest';
import { changedAreas, glanceAreas, listHref, localDay, recordHref } from '../../../lib/dashboard/glance.ts';
import { decodeListState } from '../../../lib/list/list-address.ts';

describe('the dashboard glance', () => {
  it('follows the areas it counts and lists, and a paid order’s check-in events with the orders', () => {
    const count = (resource: string) => ({ resource, label: resource, count: 0 });
    expect(glanceAreas({ changed: [count('contact'), count('capture')] })).toEqual(['contact', 'capture']);
    expect(glanceAreas({ changed: [count('ticket_order')], rodeos: [], broadcasts: [] }).sort()).toEqual([
      'broadcast',
      'checkin',
      'rodeo',
      'ticket_order',
    ]);
  });

  it('links each changed area into its list, filtered to the records changed since, newest first', () => {
    const since = '2026-11-23T08:00:00.000Z';
    const changed = changedAreas(
      {
        changed: [
          { resource: 'contact', label: 'Contacts', count: 12 },
          { resource: 'sponsor', label: 'Sponsors', count: 0 },
        ],
      },
      since,
    );
    expect(changed).toHaveLength(1);
    expect(changed[0]).toMatchObject({ label: 'Contacts', count: 12 });
    const [path, query] = changed[0]!.href.split('?');
    expect(path).toBe('/contact/list');
    const fields = { updated_at: { type: 'date' as const, sortable: true, filterable: true } };
    const view = decodeListState(new URLSearchParams(query), fields, {
      search: '',
      filters: [],
      sort: undefined,
      order: 'asc',
      page: 1,
      limit: 25,
    });
    expect(view).toMatchObject({
      filters: [{ field: 'updated_at', operator: '>', value: since }],
      sort: 'updated_at',
      order: 'desc',
    });
  });

  it('knows the addresses of records and lists, and the caller’s own today', () => {
    expect(recordHref('rodeo', 7)).toBe('/rodeo/edit/7');
    expect(listHref('broadcast')).toBe('/broadcast/calendar');
    expect(localDay(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
