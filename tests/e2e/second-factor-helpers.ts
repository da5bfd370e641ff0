import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

// What the second-factor specs share: the app's codes (a new account's owner: console-helpers.ts).

/** The app's code for `secret` at the step after `used` (a code counts once per step). */
export function codeAfter(secret: string, used: Set<string>): string {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  // The server takes one step either side: the next step's code is fresh when this one was spent.
  for (const offset of [0, 30_000]) {
    const code = totp.generate({ timestamp: Date.now() + offset });
    if (!used.has(code)) {
      used.add(code);
      return code;
    }
  }
  throw new Error('no fresh code');
}

/** Signs in with the keyboard alone, in the sign-in form inside `scope` (the page, or an embedded panel). */
export async function signInByKeyboard(page: Page, scope: Page | Locator, email: string, password: string) {
  await scope.getByLabel('Email Address').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
}

/** A platform authenticator that keeps discoverable credentials and verifies its user at once. */
export async function virtualAuthenticator(page: Page): Promise<(verified: boolean) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return async (verified) => {
    await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: verified });
  };
}
