import { DESCRIPTION_MAX, NAME_MAX } from '../protocol/fields.ts';
import { vendorArea } from './vendor.area.ts';
import { defineResource } from './define.ts';
import { bool, email, phone, text, textarea, url } from './field.ts';

export const vendor = defineResource(vendorArea, {
  label: 'Vendor',
  plural: 'Vendors',
  fields: {
    name: text('Name', NAME_MAX, { required: true }),
    contact_name: text('Contact Name', NAME_MAX),
    email: email('Email Address'),
    phone: phone('Phone'),
    website: url('Website'),
    category: text('Category', 100, { placeholder: 'Livestock, Arena, Concessions...' }),
    active: bool('Active', true),
    notes: textarea('Notes', DESCRIPTION_MAX),
  },
  list: {
    columns: ['name', 'category', 'contact_name', 'email', 'phone', 'active'],
    search: ['name', 'contact_name', 'email', 'category'],
    defaultSort: 'name',
  },
  form: {
    sections: [
      { title: 'Vendor', fields: ['name', 'category', 'website', 'active'] },
      { title: 'Contact', fields: ['contact_name', 'email', 'phone'] },
      { title: 'Notes', fields: ['notes'] },
    ],
  },
});
