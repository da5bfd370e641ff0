import { describe, expect, it } from 'vitest';
import { FIELD_SIZES, formFieldSchema } from '../../../lib/protocol/form-field.ts';
import { messagesOf } from './check.ts';

const field = { id: 'email', name: 'email', label: 'Email' };

describe('Generic form field (docs/behaviour.md#records)', () => {
  it("names a missing id, name and label 'Required'", () => {
    expect(messagesOf(formFieldSchema, {})).toEqual({ id: 'Required', name: 'Required', label: 'Required' });
  });

  it('keeps every field of docs/behaviour.md#records', () => {
    const full = {
      ...field,
      value: 'ada@example.com',
      required: true,
      disabled: false,
      size: 'lg',
      classes: 'wide',
      maxlength: 254,
      placeholder: 'you@example.com',
      helpText: 'We never share it',
      error: 'Invalid email',
    };
    expect(formFieldSchema.parse(full)).toEqual(full);
  });

  it('sizes sm, md or lg, md when left out, and refuses others', () => {
    expect(FIELD_SIZES).toEqual(['sm', 'md', 'lg']);
    expect(formFieldSchema.parse(field)).toEqual({ ...field, size: 'md' });
    expect(messagesOf(formFieldSchema, { ...field, size: 'xl' })).toEqual({
      size: 'Choose one of sm, md, lg',
    });
  });

  it.each(['text', 4, true, null])('takes the value %j', (value) => {
    expect(formFieldSchema.parse({ ...field, value }).value).toBe(value);
  });

  it.each([
    [{ maxlength: 1 }, {}],
    [{ maxlength: 0 }, { maxlength: 'Enter 1 or more' }],
    [{ maxlength: 2.5 }, { maxlength: 'Enter a whole number' }],
    [{ required: 'yes' }, { required: 'Enter true or false' }],
    [{ disabled: 1 }, { disabled: 'Enter true or false' }],
  ])('checks %j', (change, messages) => {
    expect(messagesOf(formFieldSchema, { ...field, ...change })).toEqual(messages);
  });
});
