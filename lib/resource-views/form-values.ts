import { PASSWORD_MIN } from '../protocol/fields.ts';
import type { Caller, Resource } from '../resources/define.ts';
import type { Field } from '../resources/field.ts';
import { formatPhone } from '../format/phone.ts';
import type { FormPlan } from './form-plan.ts';

/** What a form holds while the user types: text for every input, true/false for switches. */
export type FormValues = Record<string, string | boolean>;
export type FieldErrors = Record<string, string>;

export const planFields = (plan: FormPlan): [string, Field][] =>
  plan.sections.flatMap((section) =>
    section.fields.map((name) => [name, plan.fields[name]!] as [string, Field]),
  );

// datetime-local inputs take 'YYYY-MM-DDTHH:mm' in local time; records carry ISO instants.
const toLocalInput = (iso: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

function asFormValue(field: Field, value: unknown): string | boolean {
  if (field.kind === 'bool')
    return value === undefined || value === null ? Boolean(field.default) : Boolean(value);
  if (field.kind === 'password') return '';
  if (value === undefined || value === null)
    return typeof field.default === 'string' || typeof field.default === 'number'
      ? String(field.default)
      : '';
  switch (field.kind) {
    case 'tags':
      return Array.isArray(value) ? value.join(', ') : String(value);
    case 'phone':
      return formatPhone(String(value));
    case 'datetime':
      return toLocalInput(String(value));
    case 'date':
      return String(value).slice(0, 10);
    default:
      return String(value);
  }
}

/** Whether a field applies to the form as filled in now (docs/behaviour.md#records, dependent fields). */
export const fieldShown = (field: Field, values: FormValues): boolean =>
  !field.shownWhen || field.shownWhen.values.includes(String(values[field.shownWhen.field] ?? ''));

/** The form's starting values: the record's, or each field's default for a new one. */
export const toFormValues = (plan: FormPlan, record?: Record<string, unknown>): FormValues =>
  Object.fromEntries(planFields(plan).map(([name, field]) => [name, asFormValue(field, record?.[name])]));

/**
 * A form value as the command takes it. Undefined: leave the field out, so the record keeps (or a new one
 * takes) the field's default; a blank password always keeps the stored one.
 */
export function fieldInput(field: Field, value: string | boolean): unknown {
  if (field.kind === 'bool') return field.textFlag ? String(value === true) : value === true;
  if (field.kind === 'password') return value === '' ? undefined : value;
  const text = String(value).trim();
  if (field.kind === 'tags') {
    return text
      .split(/[;,]/)
      .map((tag) => tag.trim())
      .filter(Boolean);
  }
  if (text === '') {
    if (field.required) return '';
    return field.default === null || field.default === undefined ? null : undefined;
  }
  switch (field.kind) {
    case 'int':
    case 'level':
    case 'ref':
      return /^-?\d+$/.test(text) ? Number(text) : text;
    case 'datetime': {
      const date = new Date(text);
      return Number.isNaN(date.getTime()) ? text : date.toISOString();
    }
    default:
      return text;
  }
}

/**
 * The request body for create (every field of the form) or update (only the fields that changed), with
 * each kind turned into what the schema takes. The schema itself then has the last word.
 */
export function toPayload(
  plan: FormPlan,
  values: FormValues,
  original?: FormValues,
): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [name, field] of planFields(plan)) {
    // A field that does not apply is stored blank: an SMS prompt keeps no subject it never shows.
    const value = fieldShown(field, values) ? values[name] : '';
    if (value === undefined || (original && original[name] === value)) continue;
    const input = fieldInput(field, value);
    if (input !== undefined) body[name] = input;
  }
  return body;
}

/**
 * docs/behaviour.md#validation's rule on a typed password, checked on the clear text: the hash that is sent
 * always looks fine. `tooShort` says it in the form's language (lib/forms/validation.ts passwordTooShort).
 */
export function passwordProblems(plan: FormPlan, values: FormValues, tooShort: string): FieldErrors {
  const problems: FieldErrors = {};
  for (const [name, field] of planFields(plan)) {
    const value = values[name];
    if (field.kind === 'password' && typeof value === 'string' && value !== '' && value.length < PASSWORD_MIN)
      problems[name] = tooShort;
  }
  return problems;
}

/** An update request: the record's id and the changes, shaped by the definition where its command asks. */
export const updateBody = (
  resource: Resource,
  record: Record<string, unknown>,
  changes: Record<string, unknown>,
  caller: Caller,
): Record<string, unknown> => ({
  ...(resource.editPayload?.(changes, { record, caller }) ?? changes),
  [resource.idKey]: record[resource.idKey],
  // The version the change is based on: a newer one answers 409 (docs/behaviour.md#conflicts).
  updated_at: record.updated_at,
});

/** Schema issues by field: the first message for each, as the form shows it beside the input. */
export function issuesByField(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The server's 400 detail ('email: Invalid email; last_name: Required') by field, so a server-side refusal
 * shows where the client check would have; what names no known field stays for the banner.
 */
export function serverErrorsByField(
  detail: string,
  fields: readonly string[],
): { fields: FieldErrors; rest: string[] } {
  const byField: FieldErrors = {};
  const rest: string[] = [];
  for (const part of detail.split('; ')) {
    const match = /^([a-z_]+)(?:\.\d+)?: (.+)$/.exec(part);
    if (match && fields.includes(match[1]!) && !(match[1]! in byField)) byField[match[1]!] = match[2]!;
    else if (part) rest.push(part);
  }
  return { fields: byField, rest };
}

/** The definition's rules across fields that `record` breaks, by field, with their messages. */
export function failedChecks(resource: Resource, record: Record<string, unknown>): FieldErrors {
  const errors: FieldErrors = {};
  for (const check of resource.checks) {
    if (!check.valid(record) && !(check.field in errors)) errors[check.field] = check.message;
  }
  return errors;
}
