import { accountCommands, accountListFields } from '../protocol/account.ts';
import { DESCRIPTION_MAX, NAME_MAX } from '../protocol/fields.ts';
import { accountArea } from './account.area.ts';
import { accountBulkCommands } from '../protocol/people-bulk.ts';
import { defineResource } from './define.ts';
import { ACCESS } from '../protocol/access.ts';
import { bool, email, level, password, text, textarea } from './field.ts';

const DOMAIN_HELP = 'The web address of the account’s sites, e.g. rodeo.example.com; unique in the network';

/**
 * The accounts of the network (admins, docs/behaviour.md#screens): Account List, Create Account (an account without users)
 * and Register Account (an account with its owner, in one step). The account module serves them.
 */
export const account = defineResource(accountArea, {
  label: 'Account',
  plural: 'Accounts',
  fields: {
    account_name: text('Account Name', NAME_MAX, { required: true }),
    domain: text('Domain', NAME_MAX, { required: true, placeholder: 'rodeo.example.com', help: DOMAIN_HELP }),
    description: textarea('Description', DESCRIPTION_MAX),
    enabled: bool('Enabled', true, { help: 'The users of a disabled account cannot sign in' }),
    // docs/security.md "Second-factor policy": only a super admin sets it, and the server says so too.
    require_second_factor_level: level('Require a second factor from', {
      minAccess: ACCESS.superAdmin,
      listed: false,
      emptyLabel: 'Off',
      andUp: true,
      help: 'Users at the chosen level and above must set up an authenticator app or a passkey before anything else; Off asks no one',
    }),
  },
  list: {
    columns: ['account_name', 'domain', 'enabled', 'created_at'],
    search: ['account_name', 'domain'],
    defaultSort: 'account_name',
  },
  form: {
    sections: [
      {
        title: 'Account',
        fields: ['account_name', 'domain', 'description', 'enabled', 'require_second_factor_level'],
      },
    ],
    forms: {
      register: {
        title: 'Register Account',
        command: 'create_with_owner',
        success: 'Account registered successfully',
        fields: {
          account_name: text('Account Name', NAME_MAX, { required: true }),
          domain: text('Domain', NAME_MAX, { placeholder: 'rodeo.example.com', help: DOMAIN_HELP }),
          account_description: textarea('Description', DESCRIPTION_MAX),
          first_name: text('First Name', NAME_MAX, { required: true }),
          last_name: text('Last Name', NAME_MAX, { required: true }),
          email: email('Email Address', { required: true, help: 'The owner signs in with it' }),
          passhash: password('Password', { required: true }),
        },
        sections: [
          { title: 'Account', fields: ['account_name', 'domain', 'account_description'] },
          { title: 'Owner (group admin)', fields: ['first_name', 'last_name', 'email', 'passhash'] },
        ],
      },
    },
    // docs/behaviour.md#records's account edit payload names the editor and carries every field, changed or not.
    editPayload: (changes, { record, caller }) => ({
      user_id: caller.id,
      account_id: record.account_id,
      account_name: record.account_name,
      domain: record.domain,
      description: record.description,
      ...changes,
    }),
  },
  server: {
    table: { commands: { ...accountCommands, ...accountBulkCommands }, listFields: accountListFields },
  },
});
