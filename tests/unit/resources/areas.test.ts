import { describe, expect, it } from 'vitest';
import { RESOURCE_ROUTES } from '../../../host-app/resource-screens.ts';
import { RESOURCE_LOADERS } from '../../../lib/resource-views/loaders.ts';
import { AREAS } from '../../../lib/resources/areas.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { DEFINITIONS, RESOURCES } from '../../../lib/resources/registry.ts';
import { ROUTES } from '../../../lib/routing/routes.ts';

// Every table made from the areas' metas and definitions (docs/architecture.md, adding an area) must
// agree with them: a new area needs no other registration, and a stray one fails here.

const names = AREAS.map((area) => area.name);

// The command a view sends first, whose level the screen must share.
const commandOf = (resource: Resource, view: string): string =>
  ({
    list: 'list',
    sync: 'list',
    dashboard: 'list',
    jobs: 'list',
    // A record's read-only screen (a ticket order's detail) reads it.
    detail: 'read',
    create: resource.upload ? 'upload' : 'create',
    edit: 'update',
    'bulk-upload': 'bulk_create',
  })[view] ??
  resource.forms[view]?.command ??
  view;

describe('the areas', () => {
  it('are named once each', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('each have a lazily loaded definition, and every definition file is an area', async () => {
    expect(Object.keys(RESOURCE_LOADERS).sort()).toEqual([...names].sort());
    for (const area of AREAS) {
      const resource = await RESOURCE_LOADERS[area.name]!();
      expect(resource).toBe(DEFINITIONS.find((definition) => definition.name === area.name));
    }
  });

  it('make the server registry: every area without a protocol module of its own', () => {
    expect(DEFINITIONS.map((resource) => resource.name)).toEqual(names);
    expect(RESOURCES).toEqual(DEFINITIONS.filter((resource) => !resource.ownModule));
  });

  it('make the routes: each screen at its area’s level, the level of the command its view sends', () => {
    for (const resource of DEFINITIONS) {
      const area = AREAS.find((candidate) => candidate.name === resource.name)!;
      const paths = Object.values(area.screens).map(([path]) => path);
      const routes = ROUTES.filter((route) => paths.includes(route.path));
      expect(routes.map((route) => route.path)).toEqual(Object.values(area.screens).map(([path]) => path));
      for (const route of routes) {
        expect(route.group).toBe(area.group);
        const { view } = RESOURCE_ROUTES[route.path]!;
        expect(RESOURCE_ROUTES[route.path]!.resource).toBe(resource.name);
        const command = commandOf(resource, view);
        if (view === 'create') expect(resource.createLabel).toBe(route.label);
        // An edit screen is opened from the list, at the list's level; its update may reach lower (a user
        // edits their own record, a group admin their own account) from screens of their own.
        if (view === 'edit') expect(resource.levels[command]).toBeLessThanOrEqual(route.level);
        else expect(resource.levels[command], `${route.path}: ${resource.name}/${command}`).toBe(route.level);
      }
    }
  });

  it('make the host’s resource screens, one per panel route', () => {
    const shell = ['/', '/profile', '/dashboard', '/rodeo/checkin/:rodeo_id'];
    expect(Object.keys(RESOURCE_ROUTES)).toEqual(
      ROUTES.map((route) => route.path).filter((path) => !shell.includes(path)),
    );
  });

  it('list every sidebar entry with an icon, and only those', () => {
    for (const route of ROUTES.filter((candidate) => candidate.group !== null)) {
      expect(route.routeOnly, route.path).toBe(route.icon === undefined);
    }
  });
});
