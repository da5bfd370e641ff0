import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import * as controls from '../../ui/controls.css.ts';

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
  label: string;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(secret);
    setCopied(true);
  };
  return (
    <Dialog
      open
      title={`Your new ${label.toLowerCase()}`}
      onClose={onClose}
      footer={
        <>
          <Button icon={Copy} onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
          <Button variant="primary" onClick={onClose}>
            Done
          </Button>
        </>
      }
    >
      <Alert tone="warning">Copy it now: it is shown this once and cannot be read again.</Alert>
      <p>
        <label className={controls.label}>
          Key
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
