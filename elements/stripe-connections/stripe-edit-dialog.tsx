import { Save } from 'lucide-react';
import { useState } from 'react';
import {
  STRIPE_TEXT_FIELDS,
  stripeAccountName,
  stripeFormValues,
  type StripeFormValues,
} from '../../lib/connections/stripe.ts';
import type { StripeConnection } from '../../lib/protocol/stripe.ts';
import * as controls from '../ui/controls.css.ts';
import { FormDialog } from '../ui/form-dialog.tsx';
import { Switch } from '../ui/switch.tsx';
import { TextField } from '../ui/text-field.tsx';

export interface StripeEditDialogProps {
  connection: StripeConnection;
  /** Resolves to the problem to show, or null once saved. */
  onSave: (values: StripeFormValues) => Promise<string | null>;
  onClose: () => void;
}

/** The editable fields of a Stripe connection (docs/behaviour.md#records, docs/behaviour.md#validation); secrets show masked and stay unless retyped. */
export function StripeEditDialog({ connection, onSave, onClose }: StripeEditDialogProps) {
  const [values, setValues] = useState(() => stripeFormValues(connection));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set = (patch: Partial<StripeFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    setBusy(true);
    const problem = await onSave(values);
    setBusy(false);
    setError(problem);
    if (!problem) onClose();
  };

  return (
    <FormDialog
      title={`Edit ${stripeAccountName(connection)}`}
      size="lg"
      busy={busy}
      error={error}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      submitIcon={Save}
      onClose={onClose}
      onSubmit={submit}
    >
      <div className={controls.formGrid}>
        {STRIPE_TEXT_FIELDS.map(({ name, label, max }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            maxLength={max}
            autoComplete="off"
            spellCheck={false}
            help={
              name.startsWith('secret') || name.startsWith('webhook')
                ? 'Shown masked; type a new value to replace it'
                : undefined
            }
            value={values[name]}
            onChange={(event) => set({ [name]: event.target.value })}
          />
        ))}
      </div>
      <div className={controls.row}>
        <Switch
          label="Active"
          checked={values.is_active}
          description={values.is_active ? 'Active' : 'Inactive'}
          onChange={(is_active) => set({ is_active })}
        />
        <Switch
          label="Create products"
          checked={values.create_products}
          description={values.create_products ? 'Creates products in Stripe' : 'Does not create products'}
          onChange={(create_products) => set({ create_products })}
        />
      </div>
    </FormDialog>
  );
}
