import { badRequest } from '../http/failure.ts';
import { looksMasked } from '../secrets/mask.ts';

/**
 * A secret sent for storage. Forms echo the masked value they were shown: that echo means "unchanged"
 * (undefined), and any other masked-looking value is refused rather than stored over the real secret.
 */
export function secretInput(
  field: string,
  value: string | undefined,
  currentMask?: string,
): string | undefined {
  if (value === undefined || value === currentMask) return undefined;
  if (looksMasked(value)) {
    throw badRequest(`${field} looks like a masked value: send the full secret, or leave it out to keep it`);
  }
  return value;
}
