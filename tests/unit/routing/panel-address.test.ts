import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../../lib/routing/match.ts';
import { panelPath } from '../../../lib/routing/panel-address.ts';
import { AREAS } from '../../../lib/resources/areas.ts';
import { ROUTES } from '../../../lib/routing/routes.ts';

describe('the address of a panel view', () => {
  it('is the path of the area’s screen for the view, docs/behaviour.md’s paths where it names them', () => {
    expect(panelPath({ resource: 'contact', view: 'create' })).toBe('/contact/create');
    expect(panelPath({ resource: 'contact', view: 'bulk-upload' })).toBe('/contact/bulk-upload');
    expect(panelPath({ resource: 'article', view: 'edit', id: 7 })).toBe('/article/editor/7');
    expect(panelPath({ resource: 'image', view: 'edit', id: 12 })).toBe('/image/edit/12');
    expect(panelPath({ resource: 'broadcast', view: 'report', id: 3 })).toBe('/broadcast/report/3');
    // A task card's dialog over the board has the address of the area's forms.
    expect(panelPath({ resource: 'task_card', view: 'edit', id: 5 })).toBe('/task/edit/5');
    expect(panelPath({ resource: 'task_card', view: 'create' })).toBe('/task/create');
  });

  it('carries a list’s state and a parent in the query', () => {
    expect(panelPath({ resource: 'contact', view: 'list', listState: 'page=3&sort=email' })).toBe(
      '/contact/list?page=3&sort=email',
    );
    // A gallery's bucket, a folder and a calendar's month are list state too.
    expect(panelPath({ resource: 'image', view: 'list', listState: 'scope=bucket%3A%3D%3A3&page=2' })).toBe(
      '/image/gallery?scope=bucket%3A%3D%3A3&page=2',
    );
    expect(panelPath({ resource: 'broadcast', view: 'list', listState: 'month=2026-12' })).toBe(
      '/broadcast/calendar?month=2026-12',
    );
    expect(panelPath({ resource: 'contestant', view: 'list', parent: 12 })).toBe(
      '/rodeo/contestants?rodeo=12',
    );
    expect(panelPath({ resource: 'contestant', view: 'create', parent: 12 })).toBe(
      '/rodeo/contestants/create?rodeo=12',
    );
  });

  it('is undefined for a view no screen shows, or an edit without its record', () => {
    expect(panelPath({ resource: 'activity', view: 'edit', id: 1 })).toBeUndefined();
    expect(panelPath({ resource: 'contact', view: 'edit' })).toBeUndefined();
    expect(panelPath({ resource: 'contact', view: 'create', id: 4 })).toBeUndefined();
    expect(panelPath({ resource: 'nope', view: 'list' })).toBeUndefined();
  });

  it('exists for every form of every area, and leads back to that view', () => {
    for (const area of AREAS) {
      for (const [view, [pattern]] of Object.entries(area.screens)) {
        const id = pattern.includes('/:') ? 41 : undefined;
        const path = panelPath({ resource: area.name, view, ...(id ? { id } : {}) })!;
        const { route, params } = matchRoute(ROUTES, path, { path: '*' } as (typeof ROUTES)[number]);
        expect(route.path, path).toBe(pattern);
        if (id) expect(Object.values(params)).toEqual(['41']);
      }
    }
  });
});
