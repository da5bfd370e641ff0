import { useEffect, useId, useState } from 'react';
import { canMarkVerified, domainSteps, type DomainResult } from '../../lib/profile/domain-verification.ts';
import { domainTexts } from '../../lib/profile/domain-texts.ts';
import { domainActions } from '../../lib/profile/domain.ts';
import type { DomainStatus } from '../../lib/protocol/account.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { CopyButton } from '../ui/copy-button.tsx';
import * as controls from '../ui/controls.css.ts';
import { useTexts } from '../runtime/locale.tsx';
import * as styles from './domain-notice.css.ts';

export interface DomainNoticeProps {
  domain: string;
  access: number;
}

/**
 * Under Account Information, while the account's domain is not verified: what that costs, the token and
 * the steps to publish it, and Verify (super admins may also vouch for it). docs/security.md, "Domains".
 */
export function DomainNotice({ domain, access }: DomainNoticeProps) {
  const t = useTexts(domainTexts);
  const [status, setStatus] = useState<DomainStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  const settle = (result: DomainResult) => {
    if (result.ok) setStatus(result.status);
    setError(result.ok ? null : result.error);
  };
  // Loaded again whenever the domain changes: a new domain has nothing verified yet.
  useEffect(() => {
    let live = true;
    void domainActions.load(t).then((result) => live && settle(result));
    return () => {
      live = false;
    };
    // The texts only word a failure: a change of language does not ask the server again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [domain]);

  const run = async (action: () => Promise<DomainResult>) => {
    setBusy(true);
    settle(await action());
    setBusy(false);
  };

  return (
    <section className={styles.domainNotice} aria-labelledby={titleId} part="domain-notice">
      <h3 id={titleId} className={styles.domainTitle}>
        {t.title({ domain })}
      </h3>
      <p className={styles.domainText}>{t.effects}</p>
      {status && (
        <ol className={styles.domainSteps}>
          {domainSteps(status, t).map((step) => (
            <li key={step.text}>
              {step.text}
              {step.code && (
                <span className={styles.domainValue}>
                  <code className={styles.domainCode}>{step.code}</code>
                  <CopyButton text={step.code} what={step.codeName ?? t.value} />
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div className={controls.row}>
        <Button
          variant="primary"

          disabled={busy || !status}
          onClick={() => run(() => domainActions.verify(t))}
        >
          {busy ? t.verifying : t.verify}
        </Button>
        {canMarkVerified(access) && status && (
          <Button disabled={busy} onClick={() => run(() => domainActions.markVerified(status.account_id, t))}>
            {t.markVerified}
          </Button>
        )}
      </div>
    </section>
  );
}
