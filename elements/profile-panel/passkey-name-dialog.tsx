import { Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import { apiReason } from '../../lib/api/reason-text.ts';
import { passkeyTexts } from '../../lib/passkeys/passkey-texts.ts';
import { passkeyCommands, type PasskeyInfo } from '../../lib/protocol/passkey.ts';
import { FormDialog } from '../ui/form-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { securityTexts } from './texts.ts';

// The WebAuthn prompt's code (and @simplewebauthn/browser) loads when a passkey is added, not before.
const loadCeremonies = () => import('../../lib/passkeys/ceremonies.ts');

export type Editing = { kind: 'add' } | { kind: 'rename'; passkey: PasskeyInfo };

/** The name dialog of a new passkey or a rename: the name, then the action. */
export function NameDialog({
  editing,
  onDone,
  onClose,
}: {
  editing: Editing;
  onDone: (passkey: PasskeyInfo) => void;
  onClose: () => void;
}) {
  const t = useTexts(securityTexts);
  const prompts = useTexts(passkeyTexts);
  const adding = editing.kind === 'add';
  const [name, setName] = useState(adding ? '' : editing.passkey.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!name.trim()) return setError(t.nameNeeded);
    setBusy(true);
    setError(null);
    try {
      onDone(
        adding
          ? await (await loadCeremonies()).registerPasskey(callCommand, name.trim())
          : await callCommand(
              passkeyCommands.rename,
              { passkey_id: editing.passkey.passkey_id, name: name.trim() },
              { report: false },
            ),
      );
    } catch (failure) {
      const prompt = adding ? (await loadCeremonies()).promptFailure(failure, prompts) : undefined;
      setError(prompt ?? apiReason(failure) ?? t.sendFailed);
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={adding ? t.addPasskey : t.renameTitle}
      size="sm"
      busy={busy}
      error={error}
      submitLabel={adding ? t.addButton : t.save}
      busyLabel={adding ? t.waitingForPasskey : t.saving}
      cancelLabel={t.cancel}
      closeLabel={t.close}
      submitIcon={adding ? Plus : Save}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label={t.name}
        required
        data-autofocus
        maxLength={150}
        help={adding ? t.nameHelp : undefined}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}
