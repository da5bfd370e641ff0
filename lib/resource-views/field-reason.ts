import type { Field } from '../resources/field.ts';

/**
 * A refusal as its reader knows the fields: 'first_name: Required; email: Invalid email' (the schema's and
 * the server's wording, by field key) becomes 'First Name: Required; Email: Invalid email'
 * (docs/behaviour.md#validation). Parts that name no field of the area stay as they are.
 */
export function labelledReason(fields: Readonly<Record<string, Field>>, reason: string): string {
  return reason
    .split('; ')
    .map((part) => {
      const match = /^([a-z_]+)(?:\.\d+)?: (.+)$/s.exec(part);
      const field = match && Object.hasOwn(fields, match[1]!) ? fields[match[1]!] : undefined;
      return field ? `${field.label}: ${match![2]}` : part;
    })
    .join('; ');
}
