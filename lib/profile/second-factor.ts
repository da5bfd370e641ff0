import { callCommand } from '../api/api.ts';
import { apiReason } from '../api/reason-text.ts';
import { passhash } from '../crypto/passhash.ts';
import { secondFactorCommands } from '../protocol/second-factor.ts';

/**
 * The profile's "Sign-in and security" actions on the page's API client (docs/security.md "Second
 * factor"): loaded with the section only. Each answers what to show, or the server's reason in the page's
 * language; `error` is null when the failure says nothing, and the view says what to do in its own words.
 */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: string | null };

/** A step's call, and what follows its success (elements/profile-panel/security-section.tsx). */
export type Attempt<T> = () => Promise<Outcome<T>>;
export type AfterAttempt<T> = (value: T) => void | Promise<void>;

/** What proves the account holder for a change: a current code, or the password. */
export type Proof = { code: string } | { password: string };

const attempt = async <T>(send: () => Promise<T>): Promise<Outcome<T>> => {
  try {
    return { ok: true, value: await send() };
  } catch (error) {
    return { ok: false, error: apiReason(error) ?? null };
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
export const recoveryCodesText = (
  codes: readonly string[],
  t: { codesFileTitle: (values: { email: string }) => string; codesFileLead: string },
  email: string,
): string => [t.codesFileTitle({ email }), t.codesFileLead, '', ...codes, ''].join('\n');
