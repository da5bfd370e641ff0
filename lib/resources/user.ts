import { ACCESS } from '../protocol/access.ts';
import { NAME_MAX } from '../protocol/fields.ts';
import { userCommands, userListFields } from '../protocol/user.ts';
import { userArea } from './user.area.ts';
import { userBulkCommands } from '../protocol/people-bulk.ts';
import { defineResource } from './define.ts';
import { bool, email, level, password, phone, ref, text } from './field.ts';

const PHONE_LABEL_MAX = 50;

/**
 * The users of an account (group admins, docs/behaviour.md#screens): User List, Create User, edit, enable and disable. The
 * user module serves them and keeps every level at or below the editor's own; super admins (9) pick the
 * account whose users they see and create.
 */
export const user = defineResource(userArea, {
  label: 'User',
  plural: 'Users',
  fields: {
    first_name: text('First Name', NAME_MAX, { required: true }),
    last_name: text('Last Name', NAME_MAX, { required: true }),
    email: email('Email Address', { required: true }),
    passhash: password('Password', { required: true }),
    access: level('Access Level', { required: true, default: ACCESS.user }),
    enabled: bool('Enabled', true, { text: true, help: 'A disabled user cannot sign in' }),
    primary_phone: phone('Primary Phone'),
    primary_phone_label: text('Primary Phone Label', PHONE_LABEL_MAX, { placeholder: 'Mobile' }),
    primary_phone_textable: bool('Primary phone can receive texts', false, { text: true }),
    secondary_phone: phone('Secondary Phone'),
    secondary_phone_label: text('Secondary Phone Label', PHONE_LABEL_MAX, { placeholder: 'Office' }),
    secondary_phone_textable: bool('Secondary phone can receive texts', false, { text: true }),
    account_id: ref('Account', 'account', {
      minAccess: ACCESS.superAdmin,
      createOnly: true,
      help: 'Leave at None for your own account',
    }),
  },
  list: {
    columns: ['email', 'first_name', 'last_name', 'access', 'enabled'],
    search: ['email', 'first_name', 'last_name'],
    defaultSort: 'last_name',
    listParam: 'account_id',
  },
  form: {
    sections: [
      { title: 'User', fields: ['first_name', 'last_name', 'email', 'passhash', 'account_id'] },
      { title: 'Access', fields: ['access', 'enabled'] },
      {
        title: 'Contact Information',
        fields: [
          'primary_phone',
          'primary_phone_label',
          'primary_phone_textable',
          'secondary_phone',
          'secondary_phone_label',
          'secondary_phone_textable',
        ],
      },
    ],
  },
  views: {
    // Nobody edits a user at or above their own level (themselves included: that is the profile's job).
    editable: (row, caller) => typeof row.access === 'number' && row.access < caller.access,
    toggle: {
      field: 'enabled',
      on: 'Enable',
      off: 'Disable',
      onDone: 'User enabled successfully',
      offDone: 'User disabled successfully',
    },
  },
  server: {
    table: { commands: { ...userCommands, ...userBulkCommands }, listFields: userListFields },
  },
});
