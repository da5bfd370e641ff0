import { NAME_MAX } from '../protocol/fields.ts';
import { contestantArea } from './contestant.area.ts';
import { defineResource } from './define.ts';
import { enumOf, ref, text } from './field.ts';
import { EXTERNAL_ID_MAX } from './rodeo.ts';

export const RODEO_EVENTS = [
  'bareback',
  'steer wrestling',
  'team roping',
  'saddle bronc',
  'tie-down roping',
  'barrel racing',
  'bull riding',
] as const;

/** A contestant entered in one rodeo (docs/behaviour.md#areas); the list is shown rodeo by rodeo. */
export const contestant = defineResource(contestantArea, {
  label: 'Contestant',
  plural: 'Contestants',
  fields: {
    rodeo: ref('Rodeo', 'rodeo', { required: true }),
    name: text('Name', NAME_MAX, { required: true }),
    hometown: text('Hometown', NAME_MAX, { placeholder: 'Stephenville, TX' }),
    event: enumOf('Event', RODEO_EVENTS),
    external_id: text('External ID', EXTERNAL_ID_MAX, {
      help: 'Set by Sync Rodeo Data: the record’s id in the rodeo feed',
    }),
  },
  list: {
    columns: ['name', 'event', 'hometown', 'rodeo'],
    search: ['name', 'hometown'],
    defaultSort: 'name',
    listBy: 'rodeo',
  },
  form: {
    sections: [{ title: 'Contestant', fields: ['rodeo', 'name', 'event', 'hometown', 'external_id'] }],
  },
});
