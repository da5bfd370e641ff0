const BULLET = '•';
export const MASK = BULLET.repeat(4);
// Below this length the last four characters would give away too much of the secret: show none.
const MIN_REVEAL_LENGTH = 12;

/** The only form in which a stored secret leaves the server: '••••' plus its last four characters. */
export function maskSecret(value: string): string {
  if (value === '') return '';
  return value.length < MIN_REVEAL_LENGTH ? MASK : MASK + value.slice(-4);
}

/** A value copied from a masked reply rather than a real secret: storing it would destroy the secret. */
export const looksMasked = (value: string): boolean => value.includes(BULLET);
