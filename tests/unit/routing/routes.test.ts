import { describe, expect, it } from 'vitest';
import { MENU_GROUPS } from '../../../lib/routing/menu-groups.ts';
import { ROUTES } from '../../../lib/routing/routes.ts';

const byPath = (path: string) => ROUTES.find((r) => r.path === path);

// docs/behaviour.md#screens's menu table, path -> [label, level]; levels from docs/behaviour.md#levels. The
// oracle is contained in the menu: an area beyond it (Jobs, Activity, the next one) needs no edit here.
const SPEC_MENU: Record<string, [string, number]> = {
  '/dashboard': ['Dashboard', 1],
  '/account/list': ['Account List', 7],
  '/account/create': ['Create Account', 7],
  '/account/register': ['Register Account', 7],
  '/user/list': ['User List', 5],
  '/user/create': ['Create User', 5],
  '/user/api/list': ['API Keys', 3],
  '/broadcast/calendar': ['Broadcast', 3],
  '/article/list': ['Articles', 3],
  '/contact/list': ['Contacts', 3],
  '/rodeo/list': ['Rodeo List', 6],
  '/rodeo/create': ['Create Rodeo', 6],
  '/rodeo/contestants': ['Contestants', 6],
  '/rodeo/ticket-orders': ['Ticket Orders', 7],
  '/sponsor/list': ['Sponsors', 3],
  '/rodeo/sync': ['Sync Rodeo Data', 9],
  '/data/dashboard': ['Captured Data', 3],
  '/file-repository/list': ['Files', 3],
  '/file-repository/upload': ['Upload Files', 3],
  '/message-prompt/list': ['Message Prompts', 3],
  '/author': ['Author Profiles', 3],
  '/helpbot/list': ['Helpbot FAQs', 3],
  '/image/gallery': ['Image Gallery', 3],
  '/image/bucket': ['Photo Buckets', 3],
  '/image/bucket/create': ['Create Bucket', 3],
  '/task/board': ['Task Board', 9],
  '/product/vendors': ['Vendors', 7],
};

const SPEC_ROUTE_ONLY = [
  '/article/create',
  '/article/editor/:article_id',
  '/contact/create',
  '/contact/bulk-upload',
  '/sponsor/create',
  '/sponsor/bulk-upload',
  '/message-prompt/create',
  '/author/create',
  '/helpbot/create',
  '/helpbot/bulk-upload',
  '/image/create',
  '/image/edit/:image_id',
  '/product/vendor/create',
];

describe('route table (docs/behaviour.md#screens)', () => {
  const menu = ROUTES.filter((r) => !r.routeOnly);

  it('lists every menu entry of the spec with its label and level, in the sidebar', () => {
    const entries = Object.fromEntries(menu.map((r) => [r.path, [r.label, r.level]]));
    expect(entries).toMatchObject(SPEC_MENU);
    expect(menu.every((r) => r.group !== null)).toBe(true);
  });

  it('keeps the menu entries of the spec in the order of its table', () => {
    const ofSpec = menu.map((r) => r.path).filter((path) => path in SPEC_MENU);
    expect(ofSpec).toEqual(Object.keys(SPEC_MENU));
  });

  it('holds the route-only entries, out of the sidebar', () => {
    for (const path of SPEC_ROUTE_ONLY) expect(byPath(path)?.routeOnly, path).toBe(true);
    expect(byPath('/article/editor/:article_id')?.level).toBe(3);
    expect(byPath('/product/vendor/create')?.level).toBe(7);
  });

  it("has /profile as 'Account Profile' in the user menu at level 3", () => {
    expect(byPath('/profile')).toMatchObject({
      label: 'Account Profile',
      level: 3,
      userMenu: true,
      routeOnly: true,
    });
  });

  it('has the menu groups of the spec in order, each used by the sidebar', () => {
    expect(MENU_GROUPS).toEqual([
      'Dashboard',
      'Accounts',
      'Users',
      'Marketing',
      'Communication',
      'Event Management',
      'Your Data',
      'Administrative',
      'Support',
      'Media',
      'Task Board',
      'Vendors',
    ]);
    const used = new Set(ROUTES.filter((r) => !r.routeOnly).map((r) => r.group));
    expect(MENU_GROUPS.filter((g) => !used.has(g))).toEqual([]);
  });

  it('writes each path once', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});
