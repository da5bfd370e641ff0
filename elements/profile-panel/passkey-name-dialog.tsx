import { Plus, Save } from 'lucide-react';
import { useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import { passkeyCommands, type PasskeyInfo } from '../../lib/protocol/passkey.ts';
import { FormDialog } from '../ui/form-dialog.tsx';
import { TextField } from '../ui/text-field.tsx';

// The WebAuthn prompt's code (and @simplewebauthn/browser) loads when a passkey is added, not before.
const loadCeremonies = () => import('../../lib/passkeys/ceremonies.ts');

export type Editing = { kind: 'add' } | { kind: 'rename'; passkey: PasskeyInfo };

export const failureOf = (error: unknown): string =>
  error instanceof ApiError ? (error.detail ?? error.title) : 'This could not be sent. Try again.';

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
  const adding = editing.kind === 'add';
  const [name, setName] = useState(adding ? '' : editing.passkey.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (!name.trim()) return setError('Give the passkey a name, such as the device it is on.');
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
      const prompt = adding ? (await loadCeremonies()).promptFailure(failure) : undefined;
      setError(prompt ?? failureOf(failure));
      setBusy(false);
    }
  };
  return (
    <FormDialog
      title={adding ? 'Add a passkey' : 'Rename passkey'}
      size="sm"
      busy={busy}
      error={error}
      submitLabel={adding ? 'Add passkey' : 'Save'}
      busyLabel={adding ? 'Waiting for your passkey...' : 'Saving...'}
      submitIcon={adding ? Plus : Save}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <TextField
        label="Name"
        required
        data-autofocus
        maxLength={150}
        help={adding ? 'Where this passkey lives, such as "Work laptop" or "Phone".' : undefined}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
    </FormDialog>
  );
}
