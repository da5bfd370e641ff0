import { ImagePlus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { ConsoleImage } from './console-image.tsx';
import type { Field } from '../../../lib/resources/field.ts';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import { useGalleryImage } from './use-gallery-image.ts';
import * as media from './media.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { imageFieldTexts } from './field-texts.ts';

// The gallery's browsing loads only when someone chooses an image.
const ImagePickerDialog = lazy(() => import('./image-picker-dialog.tsx'));

export interface ImageFieldProps {
  field: Field;
  /** The image's id as text, '' for none. */
  value: string;
  error?: string;
  disabled: boolean;
  onChange: (value: string) => void;
}

/**
 * Every image field of a form (an article's hero image, an author's avatar, a sponsor's logo): the chosen
 * image's thumbnail and title, Choose (the gallery picker) and Remove.
 */
export function ImageField({ field, value, error, disabled, onChange }: ImageFieldProps) {
  const t = useTexts(imageFieldTexts);
  const id = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [picking, setPicking] = useState<ShadowRoot | null>(null);
  const current = value === '' ? null : Number(value);
  const { image, failed, remember } = useGalleryImage(current);
  const missing = failed ? t.missing({ id: String(current) }) : null;
  const note = error || missing || field.help;

  const labelText = field.label.toLowerCase();
  return (
    <div
      ref={frame}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={note ? `${id}-note` : undefined}
      className={controls.field}
    >
      <span id={`${id}-label`} className={controls.label}>
        {field.label}
        {field.required && (
          <span className={controls.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <div className={media.imageField}>
        {image ? (
          <ConsoleImage image={image} className={media.imageFieldThumb} />
        ) : (
          <span className={media.imageFieldEmpty}>{current === null ? t.noImage : ''}</span>
        )}
        <div className={media.imageFieldSide}>
          {image && <span className={media.tileTitle}>{image.title}</span>}
          <div className={controls.row}>
            <Button
              icon={ImagePlus}
              disabled={disabled}
              onClick={() => setPicking(frame.current!.getRootNode() as ShadowRoot)}
            >
              {current === null ? t.choose({ label: labelText }) : t.change({ label: labelText })}
            </Button>
            {current !== null && (
              <Button variant="ghost" icon={Trash2} disabled={disabled} onClick={() => onChange('')}>
                {t.remove({ label: labelText })}
              </Button>
            )}
          </div>
        </div>
      </div>
      {note && (
        <p id={`${id}-note`} className={error || missing ? controls.error : controls.help}>
          {note}
        </p>
      )}
      {/* Beside the form, not in it: the picker holds the gallery's search form, and forms do not nest. */}
      {picking &&
        createPortal(
          <Suspense
            fallback={
              <p role="status" className={controls.loading}>
                {t.loadingGallery}
              </p>
            }
          >
            <ImagePickerDialog
              title={t.choose({ label: labelText })}
              confirm={t.chooseImage}
              current={current}
              onClose={() => setPicking(null)}
              onPick={(picked) => {
                remember(picked);
                setPicking(null);
                onChange(String(picked.image_id));
              }}
            />
          </Suspense>,
          picking,
        )}
    </div>
  );
}
