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
import { useStaleMerge } from '../ui/use-stale-merge.tsx';

export interface StripeEditDialogProps {
  connection: StripeConnection;
  /**
   * Saves what changed over `base`; resolves to the problem to show, or null once saved. A save someone
   * else's overtook hands their version to `onStale`.
   */
  onSave: (
    base: StripeConnection,
    values: StripeFormValues,
    onStale: (current: StripeConnection) => void,
  ) => Promise<string | null>;
  onClose: () => void;
}

const ACTIVE = 'Active';
const CREATE_PRODUCTS = 'Create products';
const MERGE_FIELDS = [
  ...STRIPE_TEXT_FIELDS,
  { name: 'is_active', label: ACTIVE },
  { name: 'create_products', label: CREATE_PRODUCTS },
];

/**
 * The editable fields of a Stripe connection (docs/behaviour.md#records, docs/behaviour.md#validation); secrets show masked
 * and stay unless retyped. A save someone else's overtook shows their changes beside the user's
 * (docs/behaviour.md#conflicts); once merged, the form is based on their version.
 */
export function StripeEditDialog({ connection, onSave, onClose }: StripeEditDialogProps) {
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
      title={`Edit ${stripeAccountName(connection)}`}
      size="lg"
      busy={busy}
      blocked={merge.merging}
      error={error}
      submitLabel="Save Changes"
      busyLabel="Saving..."
      submitIcon={Save}
      onClose={onClose}
      onSubmit={submit}
    >
      {merge.view(MERGE_FIELDS, 'Stripe connection')}
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
          label={ACTIVE}
          checked={values.is_active}
          description={values.is_active ? 'Active' : 'Inactive'}
          onChange={(is_active) => set({ is_active })}
        />
        <Switch
          label={CREATE_PRODUCTS}
          checked={values.create_products}
          description={values.create_products ? 'Creates products in Stripe' : 'Does not create products'}
          onChange={(create_products) => set({ create_products })}
        />
      </div>
    </FormDialog>
  );
}
