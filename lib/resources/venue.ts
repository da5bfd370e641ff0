import { NAME_MAX } from '../protocol/fields.ts';
import { venueArea } from './venue.area.ts';
import { defineResource } from './define.ts';
import { int, text } from './field.ts';

/** Arenas and fairgrounds the rodeos are held at. */
export const venue = defineResource(venueArea, {
  label: 'Venue',
  plural: 'Venues',
  fields: {
    name: text('Name', NAME_MAX, { required: true }),
    city: text('City', 100),
    capacity: int('Capacity', 0, 1_000_000),
  },
  columns: ['name', 'city', 'capacity'],
  form: [{ title: 'Venue', fields: ['name', 'city', 'capacity'] }],
  search: ['name', 'city'],
  defaultSort: 'name',
  demo: [
    { name: 'Amarillo National Center', city: 'Amarillo', capacity: 6500 },
    { name: 'Cheyenne Frontier Days Arena', city: 'Cheyenne', capacity: 19000 },
  ],
});
