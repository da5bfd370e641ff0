import { NAME_MAX, DESCRIPTION_MAX } from '../protocol/fields.ts';
import { contactArea } from './contact.area.ts';
import { defineResource } from './define.ts';
import { bool, email, phone, tags, text, textarea } from './field.ts';

export const contact = defineResource(contactArea, {
  label: 'Contact',
  plural: 'Contacts',
  fields: {
    first_name: text('First Name', NAME_MAX, { required: true }),
    last_name: text('Last Name', NAME_MAX, { required: true }),
    email: email('Email Address', { help: 'One contact per email address in an account' }),
    phone: phone('Phone'),
    phone_label: text('Phone Label', 40, { placeholder: 'Mobile' }),
    phone_textable: bool('Can receive texts', false),
    company: text('Company', NAME_MAX),
    city: text('City', 100),
    state: text('State', 2, { placeholder: 'TX', help: 'Two-letter state code' }),
    tags: tags('Tags'),
    opted_in: bool('Opted in to messages', false),
    source: text('Source', 100, { help: 'Where the contact came from (event, website, import)' }),
    notes: textarea('Notes', DESCRIPTION_MAX),
  },
  list: {
    columns: [
      'last_name',
      'first_name',
      'email',
      'phone',
      'company',
      'city',
      'state',
      'opted_in',
      'created_at',
    ],
    search: ['first_name', 'last_name', 'email', 'company', 'city'],
    defaultSort: 'last_name',
    export: true,
    bulk: true,
  },
  form: {
    sections: [
      { title: 'Contact', fields: ['first_name', 'last_name', 'email', 'company'] },
      { title: 'Phone', fields: ['phone', 'phone_label', 'phone_textable'] },
      { title: 'Location', fields: ['city', 'state'] },
      { title: 'Marketing', fields: ['tags', 'opted_in', 'source', 'notes'] },
    ],
  },
  server: {
    unique: 'email',
  },
});
