import { badRequest } from './failure.ts';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Puts one multipart field into `root` by its bracketed name (`meta[tags][0]`, lib/api/form-data.ts),
 * building null-prototype objects; a forbidden segment is refused before anything is built.
 */
export function setBracketedField(root: Record<string, unknown>, name: string, value: unknown): void {
  const segments = name.split(/\[|\]\[|\]/).filter((segment) => segment !== '');
  const bad = segments.find((segment) => FORBIDDEN_KEYS.has(segment));
  if (bad || segments.length === 0) throw badRequest(`Forbidden field name '${name}'`);
  let node = root;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) node[segment] = value;
    else node = (node[segment] ??= Object.create(null)) as Record<string, unknown>;
  });
}

export const isForbiddenKey = (key: string): boolean => FORBIDDEN_KEYS.has(key);
