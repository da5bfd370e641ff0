import type { FormPlan } from '../../../lib/resource-views/form-plan.ts';
import { fieldShown, type FieldErrors, type FormValues } from '../../../lib/resource-views/form-values.ts';
import * as styles from '../common/styles.css.ts';
import { FieldInput } from './field-input.tsx';
import type { useRefOptions } from './use-ref-options.ts';
import type { Field } from '../../../lib/resources/field.ts';
import type { RefOption } from './field-input.tsx';

/** A ref's choices, each that does not fit the record (lib/resources/field.ts, refFit) with its reason. */
const fitted = (field: Field, values: FormValues, options: readonly RefOption[] | undefined) => {
  const fit = field.refFit;
  if (!fit || !options) return options;
  return options.map((option) => ({ ...option, unfit: fit.reason(values[fit.field], option.row?.[fit.by]) }));
};

interface FormSectionsProps {
  plan: FormPlan;
  values: FormValues;
  errors: FieldErrors;
  disabled: boolean;
  refOptions: ReturnType<typeof useRefOptions>;
  onChange: (name: string, value: FormValues[string]) => void;
}

/** A form's fields, one fieldset per section of the definition, each field shown while its rule holds. */
export function FormSections({ plan, values, errors, disabled, refOptions, onChange }: FormSectionsProps) {
  return plan.sections.map((section) => (
    <fieldset key={section.title} className={styles.section}>
      <legend className={styles.legend}>{section.title}</legend>
      <div className={styles.sectionGrid}>
        {section.fields
          .filter((name) => fieldShown(plan.fields[name]!, values))
          .map((name) => (
            <FieldInput
              key={name}
              name={name}
              field={plan.fields[name]!}
              value={values[name] ?? ''}
              error={errors[name]}
              disabled={disabled}
              options={fitted(plan.fields[name]!, values, refOptions[name])}
              onChange={(value) => onChange(name, value)}
            />
          ))}
      </div>
    </fieldset>
  ));
}
