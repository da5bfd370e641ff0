import { beforeEach, describe, expect, it, vi } from 'vitest';
import { viewRequest } from '../../../lib/list/list-controller.ts';
import { contact } from '../../../lib/resources/contact.ts';
import { image } from '../../../lib/resources/image.ts';

const callCommand = vi.fn(async (_command: unknown, _body: unknown) => ({ list: [], count: 0 }));
vi.mock('../../../lib/api/api.ts', () => ({ callCommand }));
const { loadListPage, prefetchFirstPage } = await import('../../../lib/resource-views/first-page-load.ts');
const { addressedView, firstPageRequest, listStateText } =
  await import('../../../lib/resource-views/first-page.ts');

describe('the route’s prefetch and the list read one list state', () => {
  beforeEach(() => callCommand.mockClear());

  it('prefetches exactly the request a list opened at that address makes', async () => {
    const state = 'search=ann&filter=city:=:Cheyenne&sort=email&order=desc&page=3&limit=50';
    prefetchFirstPage(contact, state);
    expect(callCommand).toHaveBeenCalledTimes(1);
    const request = viewRequest(contact.listFields, addressedView(contact, state));
    expect(callCommand.mock.calls[0]![1]).toEqual(request);
    expect(request).toMatchObject({ page: 3, limit: 50, sort: 'email', order: 'desc', search: 'ann' });
    expect(firstPageRequest(contact, state)).toEqual(request);
    await loadListPage(contact, request);
    expect(callCommand).toHaveBeenCalledTimes(1);
  });

  it('opens the area’s own sort when the address names none, and writes it back as nothing', () => {
    const view = addressedView(contact, '');
    expect(view.sort).toBe(contact.defaultSort);
    expect(listStateText(contact, view)).toBe('');
    expect(listStateText(contact, { ...view, page: 2 })).toBe('page=2');
  });

  it('reads and writes a screen’s own start and filters: the gallery, newest first, in one bucket', () => {
    const screen = { start: { sort: 'created_at', order: 'desc' as const }, scopeFields: ['bucket'] };
    const state = 'scope=bucket%3A%3D%3A3&page=2';
    const view = addressedView(image, state, screen);
    expect(view).toMatchObject({ sort: 'created_at', order: 'desc', page: 2 });
    expect(view.scope).toEqual([{ field: 'bucket', operator: '=', value: 3 }]);
    expect(listStateText(image, view, screen)).toBe(state);
    // A parent's filter, or a screen that keeps none, leaves the scope out of the address.
    expect(listStateText(image, view)).toBe('sort=created_at&order=desc&page=2');
  });
});
