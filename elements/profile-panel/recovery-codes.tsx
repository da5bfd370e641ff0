import { recoveryCodesText } from '../../lib/profile/second-factor.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/controls.css.ts';
import * as styles from './security-section.css.ts';
import { useTexts } from '../runtime/locale.tsx';
import { securityTexts } from './texts.ts';

/** The ten recovery codes, shown this once, with ways to keep them. */
export function RecoveryCodes({
  codes,
  email,
  onDone,
}: {
  codes: string[];
  email: string;
  onDone: () => void;
}) {
  const t = useTexts(securityTexts);
  const text = recoveryCodesText(codes, t, email);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast('success', t.copied);
    } catch {
      showToast('error', t.copyFailed);
    }
  };
  const download = () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className={controls.stack}>
      <Alert tone="warning">{t.codesWarning}</Alert>
      <ol className={styles.codes} aria-label={t.codesLabel}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={controls.row}>
        <Button data-autofocus onClick={() => void copy()}>
          {t.copy}
        </Button>
        <Button onClick={download}>{t.download}</Button>
        <Button variant="primary" onClick={onDone}>
          {t.savedThem}
        </Button>
      </div>
    </div>
  );
}
