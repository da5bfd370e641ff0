import { passwordTooShort } from '../../../lib/forms/validation.ts';
import { panelTexts } from '../../../elements/resource-panel/texts.ts';
import { describe, expect, it } from 'vitest';
import { accountCommands, accountEditSchema, accountListFields } from '../../../lib/protocol/account.ts';
import { userCommands, userListFields } from '../../../lib/protocol/user.ts';
import { account } from '../../../lib/resources/account.ts';
import { RESOURCES } from '../../../lib/resources/registry.ts';
import { user } from '../../../lib/resources/user.ts';
import { formPlan, KEEP_PASSWORD, levelChoices } from '../../../lib/resource-views/form-plan.ts';
import { formViews } from '../../../lib/resource-views/form-views.ts';
import {
  passwordProblems,
  toFormValues,
  toPayload,
  updateBody,
} from '../../../lib/resource-views/form-values.ts';
import { hashPasswords } from '../../../lib/resource-views/hash-passwords.ts';
import { resourceModule } from '../../../server/resources/module.ts';
import { createHash } from 'node:crypto';

const fieldsOf = (plan: ReturnType<typeof formPlan>) => plan?.sections.flatMap((s) => s.fields) ?? [];

const ENGLISH_LEVELS = { roles: {}, andUp: panelTexts('en').get().levelAndUp };

describe('the account and user definitions', () => {
  it.each([
    [account, accountCommands, accountListFields],
    [user, userCommands, userListFields],
  ] as const)(
    '$name reuses its module’s command table, which no generic module serves',
    (resource, commands, listFields) => {
      expect(resource.ownModule).toBe(true);
      for (const [name, command] of Object.entries(commands)) {
        expect(resource.commands[name]).toBe(command);
        expect(resource.levels[name]).toBe(command.access);
      }
      expect(resource.listFields).toBe(listFields);
      expect(RESOURCES).not.toContain(resource);
      expect(() => resourceModule(resource)).toThrow(/module of its own/);
      const names = new Set([...Object.keys(resource.fields), 'created_at']);
      for (const column of resource.columns) expect(names).toContain(column.field);
      for (const section of resource.form) for (const field of section.fields) expect(names).toContain(field);
      for (const field of resource.search) expect(resource.listFields[field]?.type).toBe('string');
    },
  );

  it('account: create and edit forms, and Register Account sending create_with_owner', () => {
    expect(formViews(account)).toEqual(['create', 'edit', 'register']);
    const register = formPlan(account, 'register', 7)!;
    expect(register.command).toBe(accountCommands.create_with_owner);
    expect(fieldsOf(register)).toEqual([
      'account_name',
      'domain',
      'account_description',
      'first_name',
      'last_name',
      'email',
      'passhash',
    ]);
    expect(formPlan(account, 'bogus', 9)).toBeUndefined();
    const create = formPlan(account, 'create', 7)!;
    const body = toPayload(create, {
      ...toFormValues(create),
      account_name: 'Cheyenne',
      domain: 'cheyenne.test',
    });
    expect(create.command.request.parse(body)).toEqual({
      account_name: 'Cheyenne',
      domain: 'cheyenne.test',
      description: null,
      enabled: true,
      require_second_factor_level: null,
    });
    // The second-factor policy is a super admin's alone (docs/security.md "Second-factor policy").
    expect(fieldsOf(create)).not.toContain('require_second_factor_level');
    expect(fieldsOf(formPlan(account, 'edit', 8)!)).not.toContain('require_second_factor_level');
    const edit = formPlan(account, 'edit', 9)!;
    expect(fieldsOf(edit)).toContain('require_second_factor_level');
    expect(toPayload(edit, { ...toFormValues(edit), require_second_factor_level: '7' })).toMatchObject({
      require_second_factor_level: 7,
    });
  });

  it('account: an edit sends docs/behaviour.md#records’s whole edit payload, naming the editor, with only what changed on top', () => {
    const record = {
      account_id: 2,
      account_name: 'Other',
      domain: 'other.test',
      description: 'Kept',
      enabled: 1,
      updated_at: '2026-11-22T10:00:00.000Z',
    };
    const body = updateBody(account, record, { account_name: 'Renamed' }, { id: 41, access: 7 });
    expect(body).toEqual({
      user_id: 41,
      account_id: 2,
      account_name: 'Renamed',
      domain: 'other.test',
      description: 'Kept',
      updated_at: record.updated_at,
    });
    expect(accountEditSchema.safeParse(body).success).toBe(true);
  });

  it('user: a group admin’s create form hides the account choice; a super admin’s shows it', () => {
    expect(fieldsOf(formPlan(user, 'create', 5))).not.toContain('account_id');
    expect(fieldsOf(formPlan(user, 'create', 9))).toContain('account_id');
    const edit = formPlan(user, 'edit', 9)!;
    expect(fieldsOf(edit)).not.toContain('account_id');
    expect(edit.fields.passhash).toMatchObject({ required: false, help: KEEP_PASSWORD });
  });

  it('user: the level select offers only levels up to the caller’s own, by role', () => {
    expect(levelChoices(5, ENGLISH_LEVELS).map((choice) => choice.value)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    expect(levelChoices(5, ENGLISH_LEVELS).at(-1)?.label).toBe('5 · Group admin');
    expect(levelChoices(9, ENGLISH_LEVELS)).toHaveLength(10);
    // A threshold (the account's second-factor policy) reads in words, each level and those above.
    expect(levelChoices(9, ENGLISH_LEVELS, true).at(7)?.label).toBe('Admins (7) and up');
    expect(levelChoices(9, ENGLISH_LEVELS, true).at(9)?.label).toBe('Super admins (9) and up');
  });

  it('user: the create body has text flags, a numeric level and the password only as its SHA-256', async () => {
    const plan = formPlan(user, 'create', 5)!;
    const values = {
      ...toFormValues(plan),
      first_name: 'Rae',
      last_name: 'Hand',
      email: 'rae@demo.test',
      passhash: 'rodeo-pass',
      access: '5',
    };
    expect(passwordProblems(plan, values, passwordTooShort())).toEqual({});
    expect(passwordProblems(plan, { ...values, passhash: 'abc' }, passwordTooShort())).toEqual({
      passhash: 'Password must be at least 4 characters',
    });
    const body = await hashPasswords(plan, toPayload(plan, values));
    expect(body).toMatchObject({ enabled: 'true', primary_phone_textable: 'false', access: 5 });
    expect(body.passhash).toBe(createHash('sha256').update('rodeo-pass').digest('hex'));
    expect(plan.command.request.safeParse(body).success).toBe(true);
  });

  it('user: an edit sends only the changes and the version read, and a blank password keeps the stored one', async () => {
    const plan = formPlan(user, 'edit', 5)!;
    const record = {
      user_id: 8,
      first_name: 'Uma',
      last_name: 'User',
      email: 'u@x.test',
      access: 3,
      enabled: 1,
      updated_at: '2026-11-22T10:00:00.000Z',
    };
    const original = toFormValues(plan, record);
    expect(original).toMatchObject({ passhash: '', access: '3', enabled: true });
    const changes = toPayload(plan, { ...original, enabled: false, access: '4' }, original);
    const body = updateBody(user, record, await hashPasswords(plan, changes), { id: 1, access: 5 });
    expect(body).toEqual({ user_id: 8, enabled: 'false', access: 4, updated_at: record.updated_at });
    expect(userCommands.update.request.safeParse(body).success).toBe(true);
  });

  it('user: rows below the caller’s level are editable; their own level and above are not', () => {
    const caller = { id: 1, access: 5 };
    expect(user.editable?.({ user_id: 2, access: 3 }, caller)).toBe(true);
    expect(user.editable?.({ user_id: 1, access: 5 }, caller)).toBe(false);
    expect(user.editable?.({ user_id: 3, access: 7 }, caller)).toBe(false);
  });
});
