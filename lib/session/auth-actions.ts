import { ApiError } from '../api/api-error.ts';
import { ConsoleSetupError, type SetupProblem } from '../api/setup-error.ts';
import type { CallCommand } from '../api/client.ts';
import {
  descriptionOrNull,
  validateRegistration,
  validateSignIn,
  type RegistrationInput,
  type SignInInput,
} from '../forms/validation.ts';
import { checkEnglish } from '../forms/check-texts.ts';
import type { PasskeyAssertion } from '../passkeys/ceremonies.ts';
import { accountCommands } from '../protocol/account.ts';
import { SIGN_IN_EXPIRED, type SecondStep } from '../protocol/second-step.ts';
import { userCommands, type UserInfo } from '../protocol/user.ts';
import { DEFAULT_AFTER_SIGN_IN, SIGN_IN_PATH, safeNextPath } from '../routing/redirect.ts';
import { authEnglish, type AuthResultTexts } from './auth-texts.ts';
import { awaitsUserRead, isSignedIn, type SessionStore } from './session.ts';

// docs/security.md: 429 'Too many attempts, try again in N minutes' and 503 when the password queue is full.
const throttledMessage = (error: unknown): string | undefined =>
  error instanceof ApiError && (error.status === 429 || error.status === 503)
    ? error.status === 429
      ? error.title
      : error.detail
    : undefined;

/**
 * `setup`: the page, not the user, is at fault (lib/api/setup-error.ts); the view tells its host page.
 * `secondStep`: the password was right and the account asks for a code next (verifySecondStep).
 */
export type ActionResult =
  | { ok: true }
  | { ok: false; error: string; setup?: { code: SetupProblem; message: string }; secondStep?: PendingSignIn };

// A page set up wrong is said to its developer in the browser console, and its panel shows one line.
const setupFailure = (error: unknown, t: AuthResultTexts): ActionResult | undefined => {
  if (!(error instanceof ConsoleSetupError)) return undefined;
  console.error(error.message);
  const summary = error.code === 'missing-site-token' ? t.missingSiteToken : t.originNotAllowed;
  return { ok: false, error: summary, setup: { code: error.code, message: error.message } };
};

/**
 * A sign-in waiting for its second step (docs/security.md "Second factor"): user/token's challenge, the
 * factors it may take, and when it runs out, with where the sign-in goes afterwards.
 */
export interface PendingSignIn extends AfterSignIn {
  email: string;
  challenge: string;
  factors: SecondStep['factors'];
  /** Date.now() past which the challenge is refused. */
  expiresAt: number;
}

/** The proof of a second step: a code from the app, a recovery code, or a passkey's signed challenge. */
export type SecondStepProof = { code: string } | { recovery_code: string } | { passkey: PasskeyAssertion };

// The second factor's commands load with the second step, not with the sign-in form.
const loadSecondFactor = () => import('../protocol/second-factor.ts');

/** `stay`: a panel embedded on a page signs in where it is instead of navigating (docs/behaviour.md#screens's redirects are the console's). */
export interface AfterSignIn {
  next?: string | null;
  stay?: boolean;
}

export interface AuthActionDeps {
  call: CallCommand;
  session: SessionStore;
  passhash: (password: string) => Promise<string>;
  /** Successes only: a refusal belongs to the form, which shows the returned error (lib/feedback/show-failure.ts). */
  toast: (type: 'success', message: string) => void;
  navigate: (path: string) => void;
  /** Clears what the device keeps for the signed-in user beyond the session (the gate's copy). */
  forgetDevice?: () => Promise<void>;
}

/**
 * The sign-in, registration, sign-out and profile-refresh flows of docs/behaviour.md#screens, docs/behaviour.md#states and docs/behaviour.md#messages. The views show the
 * returned error inline, its one display; the success toasts are shown here so every host gets them. Calls run with `report: false`
 * because these flows show their own fixed messages instead of the server's, in the texts passed last
 * (lib/session/auth-texts.ts), English when none are.
 */
export function createAuthActions({
  call,
  session,
  passhash,
  toast,
  navigate,
  forgetDevice,
}: AuthActionDeps) {
  // The user read that follows login, registration and a profile save; it also fills in the session id.
  // The sign-in's own read, while it is on its way: the page's completeUser then has nothing to do.
  let readingUser = false;
  const storeUser = (userInfo: Partial<UserInfo>): void => {
    const current = session.$session.get();
    session.setAuth({ ...current, id: userInfo.user_id ?? current.id, userInfo });
  };

  /**
   * The part of a sign-in after the credentials are sent: a session (the reply's token, already taken by
   * the API client) is completed with the user read, or a second step is answered; a failure clears all.
   */
  async function signIn(
    email: string,
    send: () => Promise<unknown>,
    after: AfterSignIn,
    refused: (error: unknown) => string,
    t: AuthResultTexts,
  ): Promise<ActionResult> {
    session.clear();
    try {
      const reply = await send();
      const step = (reply as { second_factor?: SecondStep } | undefined)?.second_factor;
      if (step) {
        const expiresAt = Date.now() + step.expires_in * 1000;
        const secondStep = { ...after, email, ...step, expiresAt };
        return { ok: false, error: t.secondStepNeeded, secondStep };
      }
      if (!isSignedIn(session.$session.get())) throw new Error('no usable session after login');
      // Kept before the read, so a page that goes away now can still read its user (completeUser).
      readingUser = true;
      session.setUserInfo({ email });
      storeUser(
        await call(userCommands.read, { email }, { report: false }).finally(() => (readingUser = false)),
      );
    } catch (error) {
      session.clear();
      const setup = setupFailure(error, t);
      if (setup) return setup;
      // A throttled or busy server says when to try again; every other failure reads the same.
      const message = throttledMessage(error) ?? refused(error);
      return { ok: false, error: message };
    }
    if (!after.stay) navigate(safeNextPath(after.next) ?? DEFAULT_AFTER_SIGN_IN);
    return { ok: true };
  }

  async function login(
    input: SignInInput & AfterSignIn,
    t = authEnglish(),
    checks = checkEnglish(),
  ): Promise<ActionResult> {
    const invalid = validateSignIn(input, checks);
    if (invalid) return { ok: false, error: invalid };
    const email = input.email.trim();
    // The token reply rotates the session token and access in the API client (token rotation rule).
    const send = async () =>
      call(userCommands.token, { email, passhash: await passhash(input.password) }, { report: false });
    return signIn(email, send, input, () => t.loginFailed, t);
  }

  /** The second step of a sign-in login answered with one; finishes it as login does. */
  async function verifySecondStep(
    step: PendingSignIn,
    proof: SecondStepProof,
    t = authEnglish(),
  ): Promise<ActionResult> {
    if (Date.now() > step.expiresAt) return { ok: false, error: t.signInExpired };
    const send = async () => {
      const { secondFactorCommands } = await loadSecondFactor();
      return call(secondFactorCommands.verify, { challenge: step.challenge, ...proof }, { report: false });
    };
    // A 401 is a wrong or spent code, or a challenge that ran out on the server: its title says which.
    const refused = (error: unknown) =>
      error instanceof ApiError && error.status === 401 && error.title === SIGN_IN_EXPIRED
        ? t.signInExpired
        : t.invalidCode;
    return signIn(step.email, send, step, refused, t);
  }

  async function register(
    input: RegistrationInput & AfterSignIn,
    t = authEnglish(),
    checks = checkEnglish(),
  ): Promise<ActionResult> {
    const invalid = validateRegistration(input, checks);
    if (invalid) return { ok: false, error: invalid };
    session.clear();
    try {
      const result = await call(
        accountCommands.register,
        {
          email: input.email.trim(),
          first_name: input.firstName.trim(),
          last_name: input.lastName.trim(),
          passhash: await passhash(input.password),
          account_name: input.accountName.trim(),
          account_description: descriptionOrNull(input.accountDescription),
        },
        { report: false },
      );
      const { token } = session.$session.get();
      if (!session.setAuth({ token, access: result.access, id: result.user_id, userInfo: result })) {
        throw new Error('no token in the registration reply');
      }
    } catch (error) {
      session.clear();
      const setup = setupFailure(error, t);
      if (setup) return setup;
      const message = throttledMessage(error) ?? t.registrationFailed;
      return { ok: false, error: message };
    }
    toast('success', t.registrationSucceeded);
    if (!input.stay) navigate(DEFAULT_AFTER_SIGN_IN);
    return { ok: true };
  }

  /** Revokes the token on the server when there is one; signing out locally never depends on that. */
  async function logout({ stay = false }: Pick<AfterSignIn, 'stay'> = {}): Promise<void> {
    if (session.$session.get().token) {
      await call(userCommands.logout, {}, { report: false }).catch(() => undefined);
    }
    await forgetDevice?.();
    session.clear();
    if (!stay) navigate(SIGN_IN_PATH);
  }

  /** docs/behaviour.md#states: after a successful profile save the user is re-read by email and stored as userInfo. */
  async function refreshUser(email: string): Promise<void> {
    storeUser(await call(userCommands.read, { email }));
  }

  /**
   * A session whose user read never happened (awaitsUserRead) gets its user; anything else is left alone.
   * A failed read changes nothing: the next page load tries again.
   */
  async function completeUser(): Promise<void> {
    const current = session.$session.get();
    if (!awaitsUserRead(current) || readingUser) return;
    try {
      storeUser(await call(userCommands.read, { email: current.userInfo!.email! }, { report: false }));
    } catch {
      // Left as it was.
    }
  }

  return { login, verifySecondStep, register, logout, refreshUser, completeUser };
}

export type AuthActions = ReturnType<typeof createAuthActions>;
