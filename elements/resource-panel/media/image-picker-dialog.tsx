import { ImagePlus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { PAGE_SIZES } from '../../../lib/list/list-controller.ts';
import type { GalleryImage } from '../../../lib/media/gallery-list.ts';
import { loadResource } from '../../../lib/resource-views/loaders.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { GalleryBrowser } from './gallery-browser.tsx';
import * as media from './media.css.ts';
import { localized } from '../../../lib/i18n/area-words.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { commonTexts } from '../../ui/common-texts.ts';
import { useAreaWords } from '../../ui/use-area-words.ts';
import { mediaViewTexts } from './texts.ts';

// The smallest of docs/behaviour.md#limits's page sizes: a dialog's worth of tiles.
const PICKER_PAGE = PAGE_SIZES[0];

export interface ImagePickerDialogProps {
  title: string;
  /** The confirming button's text ("Insert image", "Choose image"). */
  confirm: string;
  /** Ask for the alt text of this use of the image, prefilled with the gallery's. */
  withAlt?: boolean;
  /** The image chosen so far, if any (an image field's current value). */
  current?: number | null;
  onPick: (image: GalleryImage, alt: string) => void;
  onClose: () => void;
}

/**
 * Chooses an image of the gallery: the gallery's own browsing (search, bucket, pages) with the chosen
 * tile pressed. Not a form: the gallery's search box is one, and forms do not nest.
 */
export default function ImagePickerDialog({
  title,
  confirm,
  withAlt = false,
  current = null,
  onPick,
  onClose,
}: ImagePickerDialogProps) {
  const t = useTexts(mediaViewTexts);
  const common = useTexts(commonTexts);
  // The image area in the view's words, as the panel shows its own area (the search box, the buckets).
  const words = useAreaWords();
  const [loaded, setLoaded] = useState<Resource | null>(null);
  const image = useMemo(
    () => (loaded && words !== undefined ? localized(loaded, words) : null),
    [loaded, words],
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [chosen, setChosen] = useState<GalleryImage | null>(null);
  const [alt, setAlt] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    loadResource('image').then(setLoaded, (error: Error) => setFailure(error.message));
  }, []);

  const choose = (row: GalleryImage) => {
    setChosen(row);
    setAlt(row.alt);
    setProblem(null);
  };
  const apply = () => {
    if (!chosen) return setProblem(t.chooseFirst);
    if (withAlt && alt.trim() === '') return setProblem(t.describeImage);
    onPick(chosen, alt.trim());
  };

  return (
    <Dialog
      open
      size="xl"
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{common.cancel}</Button>
          <Button variant="primary" icon={ImagePlus} onClick={apply}>
            {confirm}
          </Button>
        </>
      }
    >
      <div className={media.picker}>
        {failure && <Alert tone="error">{failure}</Alert>}
        {image && (
          <GalleryBrowser
            image={image}
            limit={PICKER_PAGE}
            selected={chosen?.image_id ?? current}
            compact
            tileLabel={(row) => t.choose({ name: row.title })}
            onTile={choose}
          />
        )}
        {withAlt ? (
          <TextField
            label={t.altText}
            value={alt}
            required
            maxLength={image?.fields.alt?.maxlength}
            disabled={!chosen}
            error={problem}
            help={chosen ? t.altFor({ name: chosen.title }) : t.chooseFirst}
            onChange={(event) => {
              setAlt(event.target.value);
              setProblem(null);
            }}
            // No form around it (see above): Enter confirms here as it would in one. Its default is
            // prevented, or it would go on to click the toolbar button that focus returns to on close.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              apply();
            }}
          />
        ) : (
          problem && <Alert tone="error">{problem}</Alert>
        )}
      </div>
    </Dialog>
  );
}
