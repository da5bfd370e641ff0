import { z } from './z.ts';

export const FIELD_SIZES = ['sm', 'md', 'lg'] as const;

/** The generic form field of docs/behaviour.md#records; an error, when set, is shown in place of the help text (docs/behaviour.md#validation). */
export const formFieldSchema = z.object({
  id: z.string(),
  name: z.string(),
  label: z.string(),
  value: z.optional(z.union([z.string(), z.number(), z.boolean(), z.null()])),
  required: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
  size: z._default(z.enum(FIELD_SIZES), 'md'),
  classes: z.optional(z.string()),
  maxlength: z.optional(z.int().check(z.gte(1))),
  placeholder: z.optional(z.string()),
  helpText: z.optional(z.string()),
  error: z.optional(z.string()),
});
export type FormField = z.input<typeof formFieldSchema>;
