import { useId, useMemo } from 'react';
import { consoleImageSource } from '../../../lib/media/console-images.ts';
import { ConsoleImage } from '../media/console-image.tsx';
import type { Resource } from '../../../lib/resources/define.ts';
import { isImageField } from '../../../lib/resources/field.ts';
import type { FormValues } from '../../../lib/resource-views/form-values.ts';
import { createPreviewSanitizer } from '../../../lib/rich-text/preview-html.ts';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { useGalleryImage } from '../media/use-gallery-image.ts';
import * as styles from './rich-text.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { richTextTexts } from './texts.ts';

/** An image field's picture (an article's hero image), at the width of the preview. */
function PreviewImage({ id }: { id: number }) {
  const { image } = useGalleryImage(id);
  return image ? <ConsoleImage image={image} className={styles.previewImage} /> : null;
}

/**
 * The record as readers will see it once saved: its title, its images (the form's image fields), its
 * summary (the form's long plain-text fields) and its rich text cleaned by the same rules the server applies before storing, its gallery
 * images shown from the console's image source.
 */
export default function RecordPreview({
  resource,
  values,
  onClose,
}: {
  resource: Resource;
  values: FormValues;
  onClose: () => void;
}) {
  const t = useTexts(richTextTexts);
  const bodyId = useId();
  const sanitize = useMemo(() => createPreviewSanitizer(window, consoleImageSource()), []);
  const fields = resource.form.flatMap((section) => section.fields);
  const title = String(values[resource.titleField] ?? '').trim();
  const images = fields.filter((name) => resource.fields[name] && isImageField(resource.fields[name]));
  const summaries = fields.filter((name) => resource.fields[name]?.kind === 'textarea');
  const bodies = fields.filter((name) => resource.fields[name]?.kind === 'rich');
  return (
    <Dialog
      open
      size="xl"
      title={t.previewTitle({ one: resource.words.one })}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t.closePreview}</Button>}
    >
      <article aria-labelledby={bodyId} part="preview">
        <h1 id={bodyId} className={styles.previewTitle}>
          {title || t.untitled({ one: resource.words.one })}
        </h1>
        {images.map((name) => (values[name] ? <PreviewImage key={name} id={Number(values[name])} /> : null))}
        {summaries.map((name) =>
          values[name] ? (
            <p key={name} className={styles.previewSummary}>
              {String(values[name])}
            </p>
          ) : null,
        )}
        {bodies.map((name) => {
          const html = sanitize(String(values[name] ?? ''));
          return html ? (
            <div key={name} className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
          ) : (
            <p key={name} className={styles.previewEmpty}>
              {t.emptyField({ field: resource.fields[name]!.label.toLowerCase() })}
            </p>
          );
        })}
      </article>
    </Dialog>
  );
}
