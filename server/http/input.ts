import type { Context } from 'hono';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../../lib/protocol/plain-text.ts';
import { badRequest } from './failure.ts';
import { isForbiddenKey, setBracketedField } from './field-names.ts';
import { bodyText } from './request-body.ts';

const ROUTING_KEYS = new Set(['module', 'command']);

const printable = (key: string): string => JSON.stringify(key).slice(1, -1);

/** Deeper input is no command's: a 400 instead of walking (or later parsing) it any further. */
export const MAX_INPUT_DEPTH = 32;

/**
 * Every key and string of the input, however deep: no prototype keys, and no control characters, which
 * PostgreSQL would refuse (NUL) or no view would show; the 400 names the field, so that nothing of the
 * kind reaches a handler or the database whatever its schema says (docs/security.md). A walk with its own
 * stack, so that hostile nesting meets the depth limit's 400, never the call stack's limit (a 500).
 */
export function checkInputText(input: unknown): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value: input, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value === 'string') {
      if (hasControlCharacters(value)) throw badRequest(`${path || 'body'}: ${CONTROL_CHARACTERS_MESSAGE}`);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      throw badRequest(`${path || 'body'}: nested more than ${MAX_INPUT_DEPTH} levels deep`);
    }
    // Children go on in reverse, so fields are checked (and the first bad one named) in their order.
    for (const key of Object.keys(value).reverse()) {
      if (isForbiddenKey(key)) throw badRequest(`Forbidden key '${key}' at ${path || 'the top level'}`);
      const at = path ? `${path}.${key}` : key;
      if (hasControlCharacters(key)) throw badRequest(`${printable(at)}: ${CONTROL_CHARACTERS_MESSAGE}`);
      pending.push({ value: (value as Record<string, unknown>)[key], path: at, depth: depth + 1 });
    }
  }
}

function parseJson(text: string, where: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`Malformed JSON in ${where}`);
  }
}

/** An /api request's `module/command`. Each is named once: a repeat is refused like any other (fromQuery). */
export function requestedCommand(c: Context): string {
  const once = (key: string): string => {
    const values = c.req.queries(key) ?? [];
    if (values.length > 1) throw badRequest(`Parameter '${key}' is repeated`);
    return values[0] ?? '';
  };
  return `${once('module')}/${once('command')}`;
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

/**
 * A urlencoded or multipart form (the simulator's pages). A body the parser cannot read, without a boundary
 * or broken off before its end, is the client's mistake: 400, never the 500 of an unexpected error.
 */
export async function readForm(c: Context): Promise<Awaited<ReturnType<Context['req']['parseBody']>>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw badRequest('The form is malformed or incomplete');
  }
}

async function fromMultipart(c: Context): Promise<Record<string, unknown>> {
  const form = await c.req.formData().catch(() => {
    throw badRequest('The multipart body is malformed or incomplete');
  });
  const root: Record<string, unknown> = Object.create(null);
  for (const [name, value] of form.entries()) setBracketedField(root, name, value);
  return root;
}

async function readRaw(c: Context): Promise<unknown> {
  const method = c.req.method;
  if (method === 'GET' || method === 'DELETE') return fromQuery(c);
  const type = c.req.header('content-type') ?? '';
  if (type.startsWith('multipart/form-data')) return fromMultipart(c);
  const text = await bodyText(c);
  if (text.trim() === '') return {};
  return parseJson(text, 'the request body');
}

/** The command's input as sent: query for GET/DELETE, JSON or multipart body for POST/PUT; checked text. */
export async function readInput(c: Context): Promise<unknown> {
  const input = await readRaw(c);
  checkInputText(input);
  return input;
}
