import { Save } from 'lucide-react';
import { useState } from 'react';
import {
  STRIPE_TEXT_FIELDS,
  stripeAccountName,
  stripeFormValues,
  type StripeFormValues,
  type StripeSave,
} from '../../lib/connections/stripe.ts';
import { stripeStoreTexts } from '../../lib/connections/stripe-texts.ts';
import type { StripeConnection } from '../../lib/protocol/stripe.ts';
import * as controls from '../ui/controls.css.ts';
import { FormDialog } from '../ui/form-dialog.tsx';
import { Switch } from '../ui/switch.tsx';
import { TextField } from '../ui/text-field.tsx';
import { useStaleMerge } from '../ui/use-stale-merge.tsx';
import { useTexts } from '../runtime/locale.tsx';
import { stripeTexts } from './texts.ts';

export interface StripeEditDialogProps {
  connection: StripeConnection;
  /**
   * Saves what changed over `base`; resolves to the problem to show, or null once saved. A save someone
   * else's overtook hands their version to `onStale`.
   */
  onSave: StripeSave;
  onClose: () => void;
}

/**
 * The editable fields of a Stripe connection (docs/behaviour.md#records, docs/behaviour.md#validation); secrets show masked
 * and stay unless retyped. A save someone else's overtook shows their changes beside the user's
 * (docs/behaviour.md#conflicts); once merged, the form is based on their version.
 */
export function StripeEditDialog({ connection, onSave, onClose }: StripeEditDialogProps) {
  const t = useTexts(stripeTexts);
  const said = useTexts(stripeStoreTexts);
  // Each field's label in the view's language (keyed by its name), for the form and the merge of a stale save.
  const fields = STRIPE_TEXT_FIELDS.map((field) => ({ ...field, label: said[field.name] }));
  const mergeFields = [
    ...fields,
    { name: 'is_active', label: t.active },
    { name: 'create_products', label: t.createProducts },
  ];
  const [base, setBase] = useState(connection);
  const [theirs, setTheirs] = useState(connection);
  const merge = useStaleMerge(stripeFormValues(connection), () => setBase(theirs));
  const { values, setValues } = merge;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<StripeFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    setBusy(true);
    const stale: { current?: StripeConnection } = {};
    const problem = await onSave(base, values, (current) => (stale.current = current));
    setBusy(false);
    if (stale.current) {
      setTheirs(stale.current);
      merge.conflict(stripeFormValues(stale.current));
    }
    setError(stale.current ? null : problem);
    if (!problem) onClose();
  };

  return (
    <FormDialog
      title={t.edit({ name: stripeAccountName(connection, said) })}
      size="lg"
      busy={busy}
      blocked={merge.merging}
      error={error}
      submitLabel={t.saveChanges}
      busyLabel={t.saving}
      cancelLabel={t.cancel}
      closeLabel={t.close}
      submitIcon={Save}
      onClose={onClose}
      onSubmit={submit}
    >
      {merge.view(mergeFields, t.connectionNoun)}
      <div className={controls.formGrid}>
        {fields.map(({ name, label, max }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            maxLength={max}
            autoComplete="off"
            spellCheck={false}
            help={name.startsWith('secret') || name.startsWith('webhook') ? t.masked : undefined}
            value={values[name]}
            onChange={(event) => set({ [name]: event.target.value })}
          />
        ))}
      </div>
      <div className={controls.row}>
        <Switch
          label={t.active}
          checked={values.is_active}
          description={values.is_active ? t.active : t.inactive}
          onChange={(is_active) => set({ is_active })}
        />
        <Switch
          label={t.createProducts}
          checked={values.create_products}
          description={values.create_products ? t.createsProducts : t.noProducts}
          onChange={(create_products) => set({ create_products })}
        />
      </div>
    </FormDialog>
  );
}
