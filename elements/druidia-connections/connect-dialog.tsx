import { serviceName } from '../../lib/connections/service-names.ts';
import { Plug } from 'lucide-react';
import { useState } from 'react';
import { SELECT_A_SERVICE } from '../../lib/connections/druidia-store.ts';
import type { DruidiaService } from '../../lib/protocol/druidia.ts';
import { FormDialog } from '../ui/form-dialog.tsx';
import { SelectField } from '../ui/select-field.tsx';

export interface ConnectDialogProps {
  services: readonly DruidiaService[];
  onConnect: (service: DruidiaService | '') => Promise<boolean>;
  onClose: () => void;
}

/** docs/behaviour.md#validation: choose one of the services not yet connected; nothing chosen says so instead of sending. */
export function ConnectDialog({ services, onConnect, onClose }: ConnectDialogProps) {
  const [service, setService] = useState<DruidiaService | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(service ? null : SELECT_A_SERVICE);
    setBusy(true);
    const connected = await onConnect(service);
    setBusy(false);
    if (connected) onClose();
  };

  return (
    <FormDialog
      title="Connect a service"
      size="sm"
      busy={busy}
      error={error}
      submitLabel="Connect"
      busyLabel="Connecting..."
      submitIcon={Plug}
      onClose={onClose}
      onSubmit={submit}
    >
      <SelectField
        label="Service"
        data-autofocus
        placeholder="Select a service"
        options={services.map((value) => ({ value, label: serviceName(value) }))}
        value={service}
        onChange={(event) => setService(event.target.value as DruidiaService | '')}
      />
    </FormDialog>
  );
}
