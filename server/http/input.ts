import type { Context } from 'hono';
import { badRequest } from './failure.ts';
import { isForbiddenKey, setBracketedField } from './field-names.ts';

const ROUTING_KEYS = new Set(['module', 'command']);

export function rejectForbiddenKeys(value: unknown, path = ''): void {
  if (typeof value !== 'object' || value === null) return;
  for (const key of Object.keys(value)) {
    if (isForbiddenKey(key)) throw badRequest(`Forbidden key '${key}' at ${path || 'the top level'}`);
    rejectForbiddenKeys((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
  }
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`Malformed JSON in ${where}`);
  }
}

// GET and DELETE: the client sends scalars as text and objects as JSON text (lib/api/request.ts).
function fromQuery(c: Context): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (ROUTING_KEYS.has(key)) continue;
    if (values.length > 1) throw badRequest(`Parameter '${key}' is repeated`);
    const value = values[0] ?? '';
    input[key] = /^\s*[[{]/.test(value) ? parseJson(value, `parameter '${key}'`) : value;
  }
  return input;
}

async function fromMultipart(c: Context): Promise<Record<string, unknown>> {
  const form = await c.req.formData();
  const root: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form.entries()) setBracketedField(root, name, value);
  return root;
}

/** The command's input as sent: query for GET/DELETE, JSON or multipart body for POST/PUT. */
export async function readInput(c: Context): Promise<unknown> {
  const method = c.req.method;
  if (method === 'GET' || method === 'DELETE') return fromQuery(c);
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return fromMultipart(c);
  const text = await c.req.text();
  if (text.trim() === '') return {};
  const body = parseJson(text, 'the request body');
  rejectForbiddenKeys(body);
  return body;
}
