import { useTexts } from '../../runtime/locale.tsx';
import { roleTexts } from '../../../lib/format/role-texts.ts';
import { panelTexts } from '../texts.ts';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, type ChangeEvent } from 'react';
import { placeholderText } from '../../../lib/format/placeholder.ts';
import { formatPhone } from '../../../lib/format/phone.ts';
import { spansRow } from '../../../lib/resource-views/field-layout.ts';
import { enumChoices, levelChoices } from '../../../lib/resource-views/form-plan.ts';
import { $session } from '../../../lib/session/session.ts';
import { isImageField, type Field } from '../../../lib/resources/field.ts';
import { DateField } from '../../ui/date-field.tsx';
import { Switch } from '../../ui/switch.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ImageField } from '../media/image-field.tsx';
import { RichFieldShell } from '../rich-text/rich-field-shell.tsx';
import * as richFrame from '../rich-text/frame.css.ts';
import * as controls from '../../ui/controls.css.ts';
import * as list from '../../ui/list/list.css.ts';
import * as styles from '../common/styles.css.ts';

// A chunk of its own (tiptap and ProseMirror): only a form with a rich field, the article's, loads it.
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor.tsx'));

export interface RefOption {
  id: number;
  label: string;
  /** The record itself, for a fit rule to read (lib/resources/field.ts, refFit). */
  row?: Record<string, unknown>;
  /** Why it does not fit the form's record: offered beside the others, not to be chosen. */
  unfit?: string | null;
}

export interface FieldInputProps {
  name: string;
  field: Field;
  value: string | boolean;
  error?: string;
  disabled: boolean;
  /** ref fields: the records of the referenced resource to pick from. */
  options?: readonly RefOption[];
  onChange: (value: string | boolean) => void;
}

const INPUT_TYPES: Partial<Record<Field['kind'], string>> = {
  email: 'email',
  url: 'url',
  phone: 'tel',
  int: 'number',
  password: 'password',
};

/** One field of a resource form, its input chosen by the field's kind (lib/resources/field.ts). */
export function FieldInput({ name, field, value, error, disabled, options, onChange }: FieldInputProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const { access } = useStore($session);
  const t = useTexts(panelTexts);
  const roles = useTexts(roleTexts);
  if (field.kind === 'bool') {
    return (
      <div className={styles.switchField}>
        <span className={controls.label}>{field.label}</span>
        <Switch
          checked={value === true}
          label={field.label}
          description={value === true ? t.yes : t.no}
          disabled={disabled}
          onChange={onChange}
        />
        {field.help && <p className={controls.help}>{field.help}</p>}
      </div>
    );
  }
  if (isImageField(field)) {
    return (
      <div className={styles.wide}>
        <ImageField
          field={field}
          value={String(value)}
          error={error}
          disabled={disabled}
          onChange={onChange}
        />
      </div>
    );
  }
  if (field.kind === 'enum' || field.kind === 'ref' || field.kind === 'level') {
    // A level select offers only the levels the caller may give: never above their own (docs/behaviour.md#levels).
    const choices =
      field.kind === 'enum'
        ? enumChoices(field, String(value))
        : field.kind === 'level'
          ? levelChoices(access, { roles, andUp: t.levelAndUp }, field.andUp)
          : (options ?? []).map((option) => ({
              value: String(option.id),
              label: option.unfit ? `${option.label} (${option.unfit})` : option.label,
              unfit: Boolean(option.unfit),
            }));
    return (
      <div className={controls.field}>
        <label htmlFor={id} className={controls.label}>
          {field.label}
          {field.required && (
            <span className={controls.required} aria-hidden="true">
              *
            </span>
          )}
        </label>
        <select
          id={id}
          name={name}
          className={list.select}
          value={String(value)}
          disabled={disabled}
          required={field.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || field.help ? noteId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {(!field.required || value === '') && (
            <option value="">{field.required ? 'Choose…' : (field.emptyLabel ?? 'None')}</option>
          )}
          {choices.map((choice) => (
            <option
              key={choice.value}
              value={choice.value}
              disabled={'unfit' in choice && choice.unfit === true && choice.value !== String(value)}
            >
              {choice.label}
            </option>
          ))}
        </select>
        {(error || field.help) && (
          <p id={noteId} className={error ? controls.error : controls.help}>
            {error || field.help}
          </p>
        )}
      </div>
    );
  }
  if (field.kind === 'rich') {
    return (
      <div className={styles.wide}>
        <Suspense
          fallback={
            <RichFieldShell
              labelId={`${id}-rich-label`}
              label={field.label}
              required={field.required}
              error={error}
              help={field.help}
              noteId={noteId}
            >
              <p role="status" className={richFrame.loading}>
                {t.loadingEditor}
              </p>
            </RichFieldShell>
          }
        >
          <RichTextEditor
            name={name}
            label={field.label}
            value={String(value)}
            required={field.required}
            disabled={disabled}
            error={error}
            help={field.help}
            onChange={onChange}
          />
        </Suspense>
      </div>
    );
  }
  const text = String(value);
  if (field.kind === 'date' || field.kind === 'datetime') {
    // The kit's own date control, never the browser's (docs/behaviour.md#validation, "Dates typed and picked").
    return (
      <div className={spansRow(field) ? styles.wide : undefined}>
        <DateField
          name={name}
          label={field.label}
          value={text}
          withTime={field.kind === 'datetime'}
          error={error}
          help={field.help}
          required={field.required}
          disabled={disabled}
          onChange={onChange}
        />
      </div>
    );
  }
  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    onChange(field.kind === 'phone' ? formatPhone(event.target.value) : event.target.value);
  const common = {
    name,
    label: field.label,
    value: text,
    error,
    help: field.kind === 'tags' ? (field.help ?? t.separateTags) : field.help,
    required: field.required,
    disabled,
    placeholder: placeholderText(field.placeholder, t.sample),
    maxLength: field.kind === 'phone' ? 14 : field.maxlength,
    onChange: change,
  };
  return (
    <div className={spansRow(field) ? styles.wide : undefined}>
      {field.kind === 'textarea' ? (
        <TextField {...common} multiline rows={4} />
      ) : (
        <TextField
          {...common}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          {...(field.kind === 'password' ? { autoComplete: 'new-password' } : {})}
        />
      )}
    </div>
  );
}
