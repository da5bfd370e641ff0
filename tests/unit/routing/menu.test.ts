import { describe, expect, it } from 'vitest';
import { canSee, sidebarMenu, userMenu } from '../../../lib/routing/menu.ts';
import { MENU_GROUPS } from '../../../lib/routing/menu-groups.ts';
import { ROUTES, type RouteDef } from '../../../lib/routing/routes.ts';

const paths = (sections: ReturnType<typeof sidebarMenu>) =>
  sections.flatMap((s) => s.items.map((i) => i.path));

describe('menu filter by level (docs/behaviour.md#screens, docs/behaviour.md#states, docs/behaviour.md#levels)', () => {
  it('shows an entry when access is at or above its level', () => {
    const route = { level: 5 } as RouteDef;
    expect(canSee(route, 4)).toBe(false);
    expect(canSee(route, 5)).toBe(true);
    expect(canSee(route, 9)).toBe(true);
  });

  it('counts missing access as 0', () => {
    expect(canSee({ level: 0 } as RouteDef, undefined)).toBe(true);
    expect(canSee({ level: 1 } as RouteDef, null)).toBe(false);
    expect(sidebarMenu(ROUTES, undefined)).toEqual([]);
  });

  it('gives a level-3 user the user-level areas and nothing above', () => {
    const visible = paths(sidebarMenu(ROUTES, 3));
    expect(visible).toContain('/dashboard');
    expect(visible).toContain('/image/bucket/create');
    expect(visible).not.toContain('/user/list');
    expect(visible).not.toContain('/rodeo/list');
    expect(visible).not.toContain('/task/board');
  });

  it('never lists route-only entries, even for a super admin', () => {
    const visible = paths(sidebarMenu(ROUTES, 9));
    expect(visible).not.toContain('/article/create');
    expect(visible).not.toContain('/profile');
    expect(visible).toHaveLength(ROUTES.filter((r) => !r.routeOnly).length);
  });

  it('returns groups in docs/behaviour.md order and leaves out groups with nothing visible', () => {
    expect(sidebarMenu(ROUTES, 9).map((s) => s.group)).toEqual([...MENU_GROUPS]);
    expect(sidebarMenu(ROUTES, 1).map((s) => s.group)).toEqual(['Dashboard']);
  });

  it("offers 'Account Profile' in the user menu from level 3", () => {
    expect(userMenu(ROUTES, 2)).toEqual([]);
    expect(userMenu(ROUTES, 3).map((r) => r.label)).toEqual(['Account Profile']);
  });
});
