import type { Context } from 'hono';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../lib/protocol/plain-text.ts';
import { badRequest } from './failure.ts';
import { isForbiddenKey, setBracketedField } from './field-names.ts';

const ROUTING_KEYS = new Set(['module', 'command']);

const printable = (key: string): string => JSON.stringify(key).slice(1, -1);

/**
 * Every key and string of the input, however deep: no prototype keys, and no control characters, which
 * PostgreSQL would refuse (NUL) or no view would show; the 400 names the field, so that nothing of the
 * kind reaches a handler or the database whatever its schema says (docs/security.md).
 */
export function checkInputText(value: unknown, path = ''): void {
  if (typeof value === 'string') {
    if (hasControlCharacters(value)) throw badRequest(`${path || 'body'}: ${CONTROL_CHARACTERS_MESSAGE}`);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const key of Object.keys(value)) {
    if (isForbiddenKey(key)) throw badRequest(`Forbidden key '${key}' at ${path || 'the top level'}`);
    const at = path ? `${path}.${key}` : key;
    if (hasControlCharacters(key)) throw badRequest(`${printable(at)}: ${CONTROL_CHARACTERS_MESSAGE}`);
    checkInputText((value as Record<string, unknown>)[key], at);
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

async function readRaw(c: Context): Promise<unknown> {
  const method = c.req.method;
  if (method === 'GET' || method === 'DELETE') return fromQuery(c);
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return fromMultipart(c);
  const text = await c.req.text();
  if (text.trim() === '') return {};
  return parseJson(text, 'the request body');
}

/** The command's input as sent: query for GET/DELETE, JSON or multipart body for POST/PUT; checked text. */
export async function readInput(c: Context): Promise<unknown> {
  const input = await readRaw(c);
  checkInputText(input);
  return input;
}
