import { DESCRIPTION_MAX, NAME_MAX } from '../protocol/fields.ts';
import { sponsorArea } from './sponsor.area.ts';
import { defineResource } from './define.ts';
import { bool, date, email, enumOf, image, text, textarea, url } from './field.ts';

export const SPONSOR_TIERS = ['title', 'gold', 'silver', 'bronze', 'partner'] as const;

export const sponsor = defineResource(sponsorArea, {
  label: 'Sponsor',
  plural: 'Sponsors',
  fields: {
    name: text('Name', NAME_MAX, { required: true, help: 'One sponsor per name in an account' }),
    website: url('Website'),
    logo: image('Logo'),
    tier: enumOf('Tier', SPONSOR_TIERS),
    contact_name: text('Contact Name', NAME_MAX),
    contact_email: email('Contact Email'),
    active: bool('Active', true),
    starts_on: date('Starts On'),
    ends_on: date('Ends On', { help: 'On or after the start date' }),
    notes: textarea('Notes', DESCRIPTION_MAX),
  },
  list: {
    columns: ['name', 'tier', 'contact_name', 'active', 'starts_on', 'ends_on'],
    search: ['name', 'contact_name', 'contact_email'],
    defaultSort: 'name',
    export: true,
    bulk: true,
  },
  form: {
    sections: [
      { title: 'Sponsor', fields: ['name', 'tier', 'website', 'logo'] },
      { title: 'Contact', fields: ['contact_name', 'contact_email'] },
      { title: 'Agreement', fields: ['active', 'starts_on', 'ends_on', 'notes'] },
    ],
  },
  server: {
    unique: 'name',
    checks: [
      {
        field: 'ends_on',
        message: 'Must be on or after the start date',
        valid: ({ starts_on, ends_on }) => !starts_on || !ends_on || String(ends_on) >= String(starts_on),
      },
    ],
  },
});
