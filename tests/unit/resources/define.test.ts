import { describe, expect, it } from 'vitest';
import { ACCESS } from '../../../lib/protocol/access.ts';
import type { AreaMeta } from '../../../lib/resources/area.ts';
import { commandOf } from '../../../lib/resources/command-of.ts';
import { DEFAULTS, defineResource } from '../../../lib/resources/define.ts';
import { int, ref, text } from '../../../lib/resources/field.ts';

// A throwaway area: what defineResource makes of a definition that writes only what it must, and of one
// that writes an option of every group (docs/architecture.md, adding an area).
const venueArea = {
  name: 'venue',
  access: ACCESS.user,
  group: 'Event Management',
  screens: { list: ['/venue/list', 'Venues'], create: ['/venue/create', 'Create Venue'] },
} as const satisfies AreaMeta;

const fields = {
  capacity: int('Capacity'),
  name: text('Name', 100, { required: true }),
  rodeo: ref('Rodeo', 'rodeo'),
};

const plain = defineResource(venueArea, {
  label: 'Venue',
  plural: 'Venues',
  fields,
  list: { columns: ['capacity', 'name', 'created_at'], search: ['name'] },
  form: { sections: [{ title: 'Venue', fields: ['name', 'capacity'] }] },
});

describe('defineResource', () => {
  it('gives every option an area leaves out its default, in one flat Resource', () => {
    expect(plain).toMatchObject(DEFAULTS);
    expect(plain).toMatchObject({
      name: 'venue',
      table: 'venues',
      idKey: 'venue_id',
      defaultSort: 'venue_id',
      titleField: 'name',
      form: [{ title: 'Venue', fields: ['name', 'capacity'] }],
      messages: { created: 'Venue created successfully', reordered: 'Venues reordered successfully' },
      createLabel: 'Create Venue',
      emptyText: 'No venues found...',
    });
    expect(Object.keys(plain.commands).sort()).toEqual(
      ['bulk_action', 'create', 'delete', 'list', 'purge', 'read', 'restore', 'trash', 'update'].sort(),
    );
    expect(plain.levels.create).toBe(ACCESS.user);
  });

  it('flattens each group’s options; the ones it turns into something else are gone as written', () => {
    const venue = defineResource(venueArea, {
      label: 'Venue',
      plural: 'Venues',
      fields,
      list: {
        columns: ['name'],
        search: ['name'],
        defaultSort: 'name',
        defaultOrder: 'desc',
        listBy: 'rodeo',
        export: true,
        bulk: true,
      },
      form: { sections: [{ title: 'Venue', fields: ['name'] }], drafts: true },
      views: {
        title: 'name',
        deleteNote: 'Its seating chart goes too.',
        messages: { deleted: 'Venue gone' },
      },
      server: { scope: 'creator', unique: 'name', without: ['update'] },
    });
    expect(venue).toMatchObject({
      defaultSort: 'name',
      defaultOrder: 'desc',
      listBy: 'rodeo',
      bulk: true,
      drafts: true,
      deleteNote: 'Its seating chart goes too.',
      scope: 'creator',
      unique: 'name',
      titleField: 'name',
      messages: { deleted: 'Venue gone', created: 'Venue created successfully' },
    });
    for (const consumed of ['list', 'views', 'server', 'sections', 'title', 'without', 'export'])
      expect(venue).not.toHaveProperty(consumed);
    expect(venue.commands).toHaveProperty('export');
    expect(venue.commands).toHaveProperty('bulk_create');
    expect(venue.commands).not.toHaveProperty('update');
  });

  it('commandOf answers the area’s command, and names the area and the command it lacks', () => {
    expect(commandOf(plain, 'list')).toBe(plain.commands.list);
    expect(() => commandOf(plain, 'export')).toThrow('venue has no export command');
  });
});
