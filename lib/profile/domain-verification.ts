import type { CallCommand } from '../api/client.ts';
import { failureReason } from '../format/failure-reason.ts';
import { accountCommands, type DomainStatus } from '../protocol/account.ts';
import { ACCESS } from '../protocol/access.ts';
import type { UserInfo } from '../protocol/user.ts';
import { domainEnglish, type DomainTexts } from './domain-texts.ts';

// The server's refusal names its field first, as every 400 does ('domain: Not verified: <why>'); the
// notice says it as a sentence (docs/behaviour.md#screens).
const FIELD_REFUSAL = /^domain: Not verified: /;

/** A refused verification in words: 'This domain is not verified yet: <why>'. */
export const domainRefusalText = (message: string, t: DomainTexts = domainEnglish()): string =>
  FIELD_REFUSAL.test(message) ? t.notVerifiedYet({ reason: message.replace(FIELD_REFUSAL, '') }) : message;

export interface DomainStep {
  text: string;
  /** A value to copy exactly (the token, the address), shown as code with a copy button. */
  code?: string;
  /** What the value is, for its copy button ("Copy token") and the toast. */
  codeName?: string;
}

/** How to prove the domain: publish the token at the address, then ask the server to look. */
export const domainSteps = (
  status: Pick<DomainStatus, 'token' | 'url'>,
  t: DomainTexts = domainEnglish(),
): DomainStep[] => [
  { text: t.stepFile, code: status.token, codeName: t.token },
  { text: t.stepPublish, code: status.url ?? '', codeName: t.address },
  { text: t.stepVerify },
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

/**
 * The notice's three calls; failures come back as the message to show beside the buttons. Each takes the
 * texts of the notice's language last (lib/profile/domain-texts.ts), English when none are given.
 */
export function createDomainActions(deps: DomainActionDeps) {
  async function attempt(run: () => Promise<DomainStatus>, t: DomainTexts, fallback: string, done?: string) {
    try {
      const status = await run();
      if (done) {
        deps.toast('success', done);
        const email = deps.currentUser()?.email;
        if (email) await deps.refreshUser(email);
      }
      return { ok: true, status } as DomainResult;
    } catch (error) {
      return {
        ok: false,
        error: domainRefusalText(await failureReason(error, fallback), t),
      } as DomainResult;
    }
  }
  return {
    load: (t: DomainTexts = domainEnglish()) =>
      attempt(() => deps.call(accountCommands.domain_status, {}, { report: false }), t, t.statusFailed),
    verify: (t: DomainTexts = domainEnglish()) =>
      attempt(
        () => deps.call(accountCommands.verify_domain, {}, { report: false }),
        t,
        t.verifyFailed,
        t.verified,
      ),
    markVerified: (accountId: number, t: DomainTexts = domainEnglish()) =>
      attempt(
        () => deps.call(accountCommands.mark_domain_verified, { account_id: accountId }, { report: false }),
        t,
        t.verifyFailed,
        t.verified,
      ),
  };
}
