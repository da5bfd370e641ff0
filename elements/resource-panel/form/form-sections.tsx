import type { FormPlan } from '../../../lib/resource-views/form-plan.ts';
import { fieldShown, type FieldErrors, type FormValues } from '../../../lib/resource-views/form-values.ts';
import * as styles from '../common/styles.css.ts';
import { FieldInput } from './field-input.tsx';
import type { useRefOptions } from './use-ref-options.ts';

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
              options={refOptions[name]}
              onChange={(value) => onChange(name, value)}
            />
          ))}
      </div>
    </fieldset>
  ));
}
