import type { z } from '../../../lib/protocol/z.ts';

/** The messages a schema gives for an input, by dotted path; empty when the input is valid. */
export function messagesOf(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

export const text = (length: number): string => 'x'.repeat(length);
export const PASSHASH = 'a'.repeat(64);
