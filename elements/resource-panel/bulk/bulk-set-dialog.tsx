import { useStore } from '@nanostores/react';
import { PencilLine } from 'lucide-react';
import { useState } from 'react';
import { enumChoices, levelChoices } from '../../../lib/resource-views/form-plan.ts';
import { fieldInput } from '../../../lib/resource-views/form-values.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { $session } from '../../../lib/session/session.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useRefOptions } from '../form/use-ref-options.ts';
import { roleTexts } from '../../../lib/format/role-texts.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

export interface BulkChoice {
  field: string;
  label: string;
}

/**
 * Asks which field a bulk "set" changes and to what: an enum's values, Yes or No, a ref's records, or
 * the levels up to the caller's own (docs/behaviour.md#levels).
 */
export function BulkSetDialog({
  resource,
  amount,
  choices,
  onSet,
  onCancel,
}: {
  resource: Resource;
  /** How many records change, in words ('12', 'more than 10,000'). */
  amount: string;
  choices: BulkChoice[];
  onSet: (field: string, value: string | number | boolean) => void;
  onCancel: () => void;
}) {
  const [field, setField] = useState(choices[0]!.field);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { access } = useStore($session);
  const t = useTexts(panelTexts);
  const roles = useTexts(roleTexts);
  const refOptions = useRefOptions(
    resource.fields,
    choices.map((choice) => choice.field),
  );
  const definition = resource.fields[field]!;
  const options =
    definition.kind === 'bool'
      ? [
          { value: 'true', label: t.yes },
          { value: 'false', label: t.no },
        ]
      : definition.kind === 'ref'
        ? (refOptions[field] ?? []).map((option) => ({ value: String(option.id), label: option.label }))
        : definition.kind === 'level'
          ? levelChoices(access, { roles, andUp: t.levelAndUp })
          : enumChoices(definition, '');
  const submit = () => {
    if (!value) return setError(t.chooseValueFor({ field: definition.label }));
    // As the field's own input takes it: a number for a ref or level, 'true' for a user's text flag.
    const input = fieldInput(definition, definition.kind === 'bool' ? value === 'true' : value);
    onSet(field, input as string | number | boolean);
  };
  return (
    <FormDialog
      title={t.changeAmount({ amount, many: resource.words.many })}
      size="sm"
      busy={false}
      error={error}
      submitLabel={t.apply}
      busyLabel={t.applying}
      submitIcon={PencilLine}
      onSubmit={submit}
      onClose={onCancel}
    >
      {choices.length > 1 && (
        <SelectField
          label={t.field}
          options={choices.map((choice) => ({ value: choice.field, label: choice.label }))}
          value={field}
          onChange={(event) => {
            setField(event.target.value);
            setValue('');
          }}
        />
      )}
      <SelectField
        label={t.setTo({ field: definition.label })}
        placeholder={t.choose}
        options={options}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setError(null);
        }}
      />
    </FormDialog>
  );
}
