import type { z } from '../../lib/protocol/z.ts';
import { maskSecret } from '../secrets/mask.ts';
import type { Changes } from './entry.ts';

// A password (or its client-side hash, or its stored hash) is recorded as changed, with nothing of its
// value: even the last four hex digits of an unsalted SHA-256 cut a dictionary 65,536-fold.
const PASSWORD_NAME = /pass(word|hash|phrase)/i;
/** What the log says of a password field that was sent or written. */
export const CHANGED = 'changed';
// Field names that hold another credential anywhere in the protocol, masked as lists mask secrets.
// `code` is an OAuth code (Stripe connect's callback), worth a token until redeemed.
const SECRET_NAME = /secret|token|credential|private|(^|_)key$|^code$/i;

const hidden = (name: string, value: unknown): unknown => {
  if (value === null || value === undefined) return value;
  if (PASSWORD_NAME.test(name)) return CHANGED;
  return typeof value === 'string' ? maskSecret(value) : '••••';
};

/** A field name the log masks: a password's or another credential's. */
export const isSecret = (name: string): boolean => PASSWORD_NAME.test(name) || SECRET_NAME.test(name);

/** A value with every credential-named field masked, however deep (a bulk's rows, a nested object). */
export function maskDeep(value: unknown, name = ''): unknown {
  if (name && isSecret(name)) return hidden(name, value);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, key)]));
  }
  return value;
}

/** `changes` with the credential-named fields masked on both sides; a password's says only that it changed. */
export const maskChanges = (changes: Changes): Changes =>
  Object.fromEntries(
    Object.entries(changes).map(([name, [before, after]]) => [
      name,
      PASSWORD_NAME.test(name) ? [null, CHANGED] : [maskDeep(before, name), maskDeep(after, name)],
    ]),
  ) as Changes;

type Def = {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  element?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: z.ZodMiniType[];
  valueType?: z.ZodMiniType;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The part of a parsed input its schema names, however deep: a field the schema does not declare (a loose
 * object's extras, a row's value of unknown type) is not recorded at all (docs/security.md, "Activity log").
 * A record type's keys are its data (metadata, a form's fields): kept where its values' type is declared.
 */
export function declaredOnly(schema: z.ZodMiniType, value: unknown): unknown {
  const def = schema._zod.def as Def;
  if (def.type === 'unknown' || def.type === 'any') return undefined;
  if (def.type === 'object' && isRecord(value)) {
    return Object.fromEntries(
      Object.entries(def.shape!)
        .filter(([name]) => Object.hasOwn(value, name))
        .map(([name, field]) => [name, declaredOnly(field, value[name])]),
    );
  }
  if (def.type === 'array' && Array.isArray(value))
    return value.map((item) => declaredOnly(def.element!, item));
  if (def.type === 'union' && isRecord(value)) {
    return Object.assign({}, ...def.options!.map((option) => declaredOnly(option, value)).filter(isRecord));
  }
  if (def.type === 'record' && isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, declaredOnly(def.valueType!, item)]),
    );
  }
  if (def.type === 'pipe') return declaredOnly(def.in!, value);
  if (def.innerType) return declaredOnly(def.innerType, value);
  return value;
}
