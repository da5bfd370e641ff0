import { z } from './z.ts';
import { access } from './fields.ts';

// user/token's answer, apart from the second factor's commands: the sign-in screen loads this and not
// those (vite.config.ts keeps it in the protocol chunk).

/** The second factors a sign-in may ask for (docs/security.md "Second factor"). */
export const SECOND_FACTORS = ['totp', 'recovery_code', 'passkey'] as const;
export type SecondFactor = (typeof SECOND_FACTORS)[number];

/** The titles of second_factor/verify's 401s, which the sign-in screen shows as they are. */
export const SIGN_IN_EXPIRED = 'The sign-in has expired: sign in again';
export const INVALID_CODE = 'Invalid code';

/** What user/token answers instead of a session when the user has a second factor. */
export const secondStepSchema = z.object({
  challenge: z.string(),
  factors: z.array(z.enum(SECOND_FACTORS)),
  /** Seconds the challenge stays valid. */
  expires_in: z.int(),
});
export type SecondStep = z.infer<typeof secondStepSchema>;

/** user/token's answer: the access of a new session (with the packet's token), or the second step. */
export const tokenResponseSchema = z.union([
  z.object({ access }),
  z.object({ second_factor: secondStepSchema }),
]);
