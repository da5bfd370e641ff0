import { DESCRIPTION_MAX, NAME_MAX } from '../protocol/fields.ts';
import { authorArea } from './author.area.ts';
import { defineResource } from './define.ts';
import { email, image, text, textarea, url } from './field.ts';

export const author = defineResource(authorArea, {
  label: 'Author Profile',
  plural: 'Author Profiles',
  fields: {
    name: text('Name', NAME_MAX, { required: true }),
    email: email('Email Address'),
    bio: textarea('Bio', DESCRIPTION_MAX),
    avatar: image('Avatar'),
    website: url('Website'),
  },
  list: {
    columns: ['name', 'email', 'website', 'updated_at'],
    search: ['name', 'email'],
    defaultSort: 'name',
  },
  form: {
    sections: [
      { title: 'Author', fields: ['name', 'email', 'website'] },
      { title: 'Profile', fields: ['bio', 'avatar'] },
    ],
  },
});
