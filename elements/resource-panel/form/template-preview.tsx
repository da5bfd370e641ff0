import { useId } from 'react';
import type { Resource } from '../../../lib/resources/define.ts';
import { fieldShown, type FormValues } from '../../../lib/resource-views/form-values.ts';
import { fillPlaceholders, placeholderNames } from '../../../lib/resource-views/placeholders.ts';
import * as controls from '../../ui/controls.css.ts';
import * as styles from '../common/styles.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';

/**
 * The area's template fields as a recipient would read them, placeholders filled with sample values, kept
 * in step with what is typed. Shown as text: a template is never rendered as markup here.
 */
export function TemplatePreview({ resource, values }: { resource: Resource; values: FormValues }) {
  const t = useTexts(panelTexts);
  const titleId = useId();
  const texts = resource.preview
    .filter((name) => !resource.fields[name] || fieldShown(resource.fields[name], values))
    .map((name) => [name, String(values[name] ?? '')] as const);
  const names = placeholderNames(texts.map(([, text]) => text).join('\n'));
  return (
    <section className={styles.section} aria-labelledby={titleId} part="preview">
      <h2 id={titleId} className={styles.subheading}>
        {t.previewTitle}
      </h2>
      {texts.map(([name, text]) => (
        <div key={name} className={controls.field}>
          <span className={controls.label}>{resource.fields[name]?.label ?? name}</span>
          <p className={styles.previewText}>{text ? fillPlaceholders(text) : '—'}</p>
        </div>
      ))}
      <p className={controls.help}>
        {names.length
          ? t.placeholdersList({ names: names.map((n) => `{{${n}}}`).join(', ') })
          : t.noPlaceholders}
      </p>
    </section>
  );
}
