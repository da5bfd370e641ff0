import { Save, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import { ApiError } from '../../lib/api/api-error.ts';
import type { Resource } from '../../lib/resources/define.ts';
import {
  issuesByField,
  serverErrorsByField,
  toFormValues,
  toPayload,
  type FieldErrors,
  type FormValues,
} from '../../lib/resource-views/form-values.ts';
import { showToast } from '../../lib/toasts/toasts.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { SavingOverlay } from '../ui/saving-overlay.tsx';
import { FieldInput } from './field-input.tsx';
import { SecretDialog } from './secret-dialog.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { useRefOptions } from './use-ref-options.ts';
import * as styles from './styles.css.ts';

export interface FormViewProps {
  resource: Resource;
  /** Edit this record; without it the form creates one. */
  id?: number;
  onDone: (saved: { id: number } | null) => void;
}

/**
 * Create and edit for any area (SPEC 5's form rules): sections of fields, required marks and maxlength,
 * the schema's messages at each field before sending, the server's refusals at their field after, the
 * saving overlay, and nothing the user typed lost on failure.
 */
export function FormView({ resource, id, onDone }: FormViewProps) {
  const titleId = useId();
  const editing = id !== undefined;
  const [original, setOriginal] = useState<FormValues | null>(editing ? null : toFormValues(resource));
  const [values, setValues] = useState<FormValues>(() => toFormValues(resource));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [secret, setSecret] = useState<{ value: string; id: number } | null>(null);
  const fieldNames = useMemo(() => resource.form.flatMap((section) => section.fields), [resource]);
  const refOptions = useRefOptions(resource, fieldNames);

  useEffect(() => {
    if (!editing) return;
    callCommand(resource.commands.read!, { [resource.idKey]: id }).then(
      (record) => {
        const loaded = toFormValues(resource, record as Record<string, unknown>);
        setOriginal(loaded);
        setValues(loaded);
      },
      (error: Error) => setBanner(error.message),
    );
  }, [resource, id, editing]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = toPayload(resource, values, editing ? (original ?? undefined) : undefined, id);
    const command = editing ? resource.commands.update! : resource.commands.create!;
    const checked = command.request.safeParse(body);
    if (!checked.success) {
      setErrors(issuesByField(checked.error.issues));
      setBanner('Please correct the highlighted fields');
      return;
    }
    setErrors({});
    setBanner(null);
    setSaving(true);
    try {
      const record = (await callCommand(command, body, { report: false })) as Record<string, unknown>;
      showToast('success', `${resource.label} ${editing ? 'updated' : 'created'} successfully`);
      const savedId = record[resource.idKey] as number;
      if (typeof record.secret === 'string') setSecret({ value: record.secret, id: savedId });
      else onDone({ id: savedId });
    } catch (error) {
      const problem = error instanceof ApiError ? error : new ApiError('Error', String(error));
      const { fields, rest } = serverErrorsByField(problem.detail ?? problem.message, fieldNames);
      setErrors(fields);
      const message =
        rest.join('; ') ||
        (Object.keys(fields).length ? 'Please correct the highlighted fields' : problem.title);
      setBanner(message);
      showToast('error', message);
    } finally {
      setSaving(false);
    }
  };

  const title = editing ? `Edit ${resource.label}` : resource.createLabel;
  if (editing && !original) {
    return banner ? <Alert tone="error">{banner}</Alert> : <p role="status">Loading…</p>;
  }
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={titleId}>
        {banner && <Alert tone="error">{banner}</Alert>}
        {resource.form.map((section) => (
          <fieldset key={section.title} className={styles.section}>
            <legend className={styles.legend}>{section.title}</legend>
            <div className={styles.sectionGrid}>
              {section.fields.map((name) => (
                <FieldInput
                  key={name}
                  name={name}
                  field={resource.fields[name]!}
                  value={values[name] ?? ''}
                  error={errors[name]}
                  disabled={saving}
                  options={refOptions[name]}
                  onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {resource.preview.length > 0 && <TemplatePreview resource={resource} values={values} />}
        <div className={styles.head}>
          <span />
          <span className={styles.head}>
            <Button icon={X} disabled={saving} onClick={() => onDone(null)}>
              Cancel
            </Button>
            <Button type="submit" variant="primary" icon={Save} disabled={saving}>
              {saving ? 'Saving...' : editing ? 'Save Changes' : resource.createLabel}
            </Button>
          </span>
        </div>
      </form>
      {saving && <SavingOverlay />}
      {secret && (
        <SecretDialog
          secret={secret.value}
          label={resource.label}
          onClose={() => onDone({ id: secret.id })}
        />
      )}
    </section>
  );
}
