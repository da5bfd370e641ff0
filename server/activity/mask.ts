import { maskSecret } from '../secrets/mask.ts';
import type { Changes } from './entry.ts';

// Field names that hold a credential anywhere in the protocol: their values never reach the log.
// `code` is an OAuth code (Stripe connect's callback), worth a token until redeemed.
const SECRET_NAME = /pass(word|hash)?|secret|token|credential|private|(^|_)key$|^code$/i;

const maskValue = (value: unknown): unknown =>
  typeof value === 'string' ? maskSecret(value) : value === null || value === undefined ? value : '••••';

/** A value with every credential-named field masked, however deep (a bulk's rows, a nested object). */
export function maskDeep(value: unknown, name = ''): unknown {
  if (name && SECRET_NAME.test(name)) return maskValue(value);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, key)]));
  }
  return value;
}

/** `changes` with the credential-named fields masked on both sides. */
export const maskChanges = (changes: Changes): Changes =>
  Object.fromEntries(
    Object.entries(changes).map(([name, [before, after]]) => [
      name,
      [maskDeep(before, name), maskDeep(after, name)],
    ]),
  ) as Changes;
