import { recoveryCodesText } from '../../lib/profile/second-factor.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import * as controls from '../ui/controls.css.ts';
import * as styles from './security-section.css.ts';

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
  const text = recoveryCodesText(codes, email);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast('success', 'Recovery codes copied');
    } catch {
      showToast('error', 'The codes could not be copied: select them and copy them by hand');
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
      <Alert tone="warning">
        Save these recovery codes now: they are shown only this once. Each signs you in once if you lose your
        phone.
      </Alert>
      <ol className={styles.codes} aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={controls.row}>
        <Button data-autofocus onClick={() => void copy()}>
          Copy
        </Button>
        <Button onClick={download}>Download</Button>
        <Button variant="primary" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
