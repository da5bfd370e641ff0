import { serviceName } from '../../lib/connections/service-names.ts';
import { Plug } from 'lucide-react';
import { useState } from 'react';
import { druidiaTexts } from '../../lib/connections/druidia-texts.ts';
import type { DruidiaService } from '../../lib/protocol/druidia.ts';
import { useTexts } from '../runtime/locale.tsx';
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
  const t = useTexts(druidiaTexts);

  const submit = async () => {
    setError(service ? null : t.selectAService);
    setBusy(true);
    const connected = await onConnect(service);
    setBusy(false);
    if (connected) onClose();
  };

  return (
    <FormDialog
      title={t.connectTitle}
      size="sm"
      busy={busy}
      error={error}
      submitLabel={t.connect}
      busyLabel={t.connecting}
      submitIcon={Plug}
      onClose={onClose}
      onSubmit={submit}
    >
      <SelectField
        label={t.service}
        data-autofocus
        placeholder={t.selectService}
        options={services.map((value) => ({ value, label: serviceName(value, t) }))}
        value={service}
        onChange={(event) => setService(event.target.value as DruidiaService | '')}
      />
    </FormDialog>
  );
}
