import { ApiError } from '../api/api-error.ts';
import { callCommand } from '../api/api.ts';
import { passhash } from '../crypto/passhash.ts';
import { secondFactorCommands } from '../protocol/second-factor.ts';

/**
 * The profile's "Sign-in and security" actions on the page's API client (docs/security.md "Second
 * factor"): loaded with the section only. Each answers what to show, or the server's reason in its words.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string };

/** What proves the account holder for a change: a current code, or the password. */
export type Proof = { code: string } | { password: string };

const attempt = async <T>(send: () => Promise<T>): Promise<Outcome<T>> => {
  try {
    return { ok: true, value: await send() };
  } catch (error) {
    const problem = error instanceof ApiError ? (error.detail ?? error.title) : undefined;
    return { ok: false, error: problem ?? 'This could not be done. Check your connection, then try again.' };
  }
};

const proofOf = async (proof: Proof) =>
  'code' in proof ? { code: proof.code.trim() } : { current_passhash: await passhash(proof.password) };

const quiet = { report: false } as const;

export const secondFactorActions = {
  status: () => attempt(() => callCommand(secondFactorCommands.status, {}, quiet)),
  setup: () => attempt(() => callCommand(secondFactorCommands.setup, {}, quiet)),
  confirm: (code: string) =>
    attempt(
      async () =>
        (await callCommand(secondFactorCommands.confirm, { code: code.trim() }, quiet)).recovery_codes,
    ),
  disable: (proof: Proof) =>
    attempt(async () => callCommand(secondFactorCommands.disable, await proofOf(proof), quiet)),
  regenerate: (proof: Proof) =>
    attempt(
      async () =>
        (await callCommand(secondFactorCommands.recovery_codes, await proofOf(proof), quiet)).recovery_codes,
    ),
};

/** The recovery codes as a text file to keep, one a line, with what they are for. */
export const recoveryCodesText = (codes: readonly string[], email: string): string =>
  [
    `Recovery codes for ${email}`,
    'Each code signs in once, in place of an authenticator code.',
    '',
    ...codes,
    '',
  ].join('\n');
