import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import * as controls from '../../ui/controls.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/**
 * A secret the server returns once (a new API key): shown with a copy button, and gone when the dialog
 * closes, since the server keeps only its hash.
 */
export function SecretDialog({
  secret,
  label,
  onClose,
}: {
  secret: string;
  /** The area's name in a sentence ('API key'). */
  label: string;
  onClose: () => void;
}) {
  const t = useTexts(panelTexts);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Dialog
      open
      title={t.yourNew({ one: label })}
      onClose={onClose}
      footer={
        <>
          <Button icon={Copy} onClick={() => void copy()}>
            {copied ? t.copied : t.copy}
          </Button>
          <Button variant="primary" onClick={onClose}>
            {t.done}
          </Button>
        </>
      }
    >
      <Alert tone="warning">{t.copyNow}</Alert>
      <p>
        <label className={controls.label}>
          {t.key}
          <input
            className={controls.input}
            readOnly
            value={secret}
            onFocus={(event) => event.target.select()}
          />
        </label>
      </p>
    </Dialog>
  );
}
