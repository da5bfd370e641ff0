import { DESCRIPTION_MAX } from '../protocol/fields.ts';
import { rodeoArea } from './rodeo.area.ts';
import { defineResource, type RecordCheck } from './define.ts';
import { date, enumOf, image, text, textarea, url } from './field.ts';

export const RODEO_STATUSES = ['draft', 'scheduled', 'live', 'completed', 'cancelled'] as const;
export const EXTERNAL_ID_MAX = 64;

/** docs/behaviour.md#areas: a rodeo ends on or after the day it starts (checked in the form and on the server). */
export const rodeoDates: RecordCheck = {
  field: 'ends_on',
  message: 'Must be on or after the start date',
  valid: ({ starts_on, ends_on }) => !starts_on || !ends_on || String(ends_on) >= String(starts_on),
};

export const rodeo = defineResource(rodeoArea, {
  label: 'Rodeo',
  plural: 'Rodeos',
  fields: {
    name: text('Name', 200, { required: true, placeholder: 'Cheyenne Frontier Days' }),
    starts_on: date('Starts On', { required: true }),
    ends_on: date('Ends On', { help: 'On or after the start date' }),
    venue: text('Venue', 200, { placeholder: 'Frontier Park Arena' }),
    city: text('City', 100),
    state: text('State', 2, { placeholder: 'WY', help: 'Two-letter state code' }),
    circuit: text('Circuit', 100, { placeholder: 'Mountain States' }),
    status: enumOf('Status', RODEO_STATUSES, { default: 'draft' }),
    ticket_url: url('Ticket Page'),
    description: textarea('Description', DESCRIPTION_MAX),
    hero_image: image('Hero Image'),
    external_id: text('External ID', EXTERNAL_ID_MAX, {
      help: 'Set by Sync Rodeo Data: the record’s id in the rodeo feed',
    }),
  },
  list: {
    columns: ['name', 'starts_on', 'ends_on', 'city', 'circuit', 'status'],
    search: ['name', 'venue', 'city', 'circuit'],
    defaultSort: 'starts_on',
    related: [{ resource: 'contestant', label: 'Contestants' }],
  },
  form: {
    sections: [
      { title: 'Rodeo', fields: ['name', 'status', 'circuit', 'ticket_url'] },
      { title: 'Dates', fields: ['starts_on', 'ends_on'] },
      { title: 'Place', fields: ['venue', 'city', 'state'] },
      { title: 'Details', fields: ['description', 'hero_image', 'external_id'] },
    ],
  },
  server: {
    checks: [rodeoDates],
  },
});
