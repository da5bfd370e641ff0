import type { CallCommand } from '../api/client.ts';
import { failureText } from '../format/failure-text.ts';
import { accountCommands, type DomainStatus } from '../protocol/account.ts';
import { ACCESS } from '../protocol/access.ts';
import type { UserInfo } from '../protocol/user.ts';

export const DOMAIN_VERIFIED = 'Domain verified';
export const DOMAIN_STATUS_FAILED = 'Failed to load the domain’s verification';
export const DOMAIN_VERIFY_FAILED = 'Failed to verify the domain';

// The server's refusal names its field first, as every 400 does ('domain: Not verified: <why>'); the
// notice says it as a sentence (docs/behaviour.md#screens).
const FIELD_REFUSAL = /^domain: Not verified: /;

/** A refused verification in words: 'This domain is not verified yet: <why>'. */
export const domainRefusalText = (message: string): string =>
  message.replace(FIELD_REFUSAL, 'This domain is not verified yet: ');

/** What an unproved domain costs the account, in the words the notice uses (docs/security.md). */
export const UNVERIFIED_EFFECTS =
  'Until it is verified, its sites’ form submissions are refused, its sub-domains do not show the ' +
  'account’s name, and its pages may not post captured data.';

export interface DomainStep {
  text: string;
  /** A value to copy exactly (the token, the address), shown as code with a copy button. */
  code?: string;
  /** What the value is, for its copy button ("Copy token") and the toast. */
  codeName?: string;
}

/** How to prove the domain: publish the token at the address, then ask the server to look. */
export const domainSteps = (status: Pick<DomainStatus, 'token' | 'url'>): DomainStep[] => [
  { text: 'Create a plain text file that holds only this token:', code: status.token, codeName: 'Token' },
  {
    text: 'Publish it on the domain over https at this address:',
    code: status.url ?? '',
    codeName: 'Address',
  },
  { text: 'Press Verify: the console fetches the file and compares the token. Then you can remove it.' },
];

/** Super admins (9) may vouch for a domain without the file. */
export const canMarkVerified = (access: number | undefined): boolean => (access ?? 0) >= ACCESS.superAdmin;

export type DomainResult = { ok: true; status: DomainStatus } | { ok: false; error: string };

export interface DomainActionDeps {
  call: CallCommand;
  /** Re-reads the signed-in user, whose info carries `domain_verified`. */
  refreshUser: (email: string) => Promise<void>;
  currentUser: () => Partial<UserInfo> | null;
  toast: (type: 'success', message: string) => void;
}

/** The notice's three calls; failures come back as the message to show beside the buttons. */
export function createDomainActions(deps: DomainActionDeps) {
  async function attempt(run: () => Promise<DomainStatus>, fallback: string, done?: string) {
    try {
      const status = await run();
      if (done) {
        deps.toast('success', done);
        const email = deps.currentUser()?.email;
        if (email) await deps.refreshUser(email);
      }
      return { ok: true, status } as DomainResult;
    } catch (error) {
      return { ok: false, error: domainRefusalText(failureText(error, fallback)) } as DomainResult;
    }
  }
  return {
    load: () =>
      attempt(() => deps.call(accountCommands.domain_status, {}, { report: false }), DOMAIN_STATUS_FAILED),
    verify: () =>
      attempt(
        () => deps.call(accountCommands.verify_domain, {}, { report: false }),
        DOMAIN_VERIFY_FAILED,
        DOMAIN_VERIFIED,
      ),
    markVerified: (accountId: number) =>
      attempt(
        () => deps.call(accountCommands.mark_domain_verified, { account_id: accountId }, { report: false }),
        DOMAIN_VERIFY_FAILED,
        DOMAIN_VERIFIED,
      ),
  };
}
