import { Plus } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import * as controls from '../../ui/controls.css.ts';
import { GalleryBrowser } from './gallery-browser.tsx';
import type { AddressedListProps } from '../list/use-list-address.ts';
import { StorageUsage } from './storage-usage-view.tsx';
import { TrashButton } from '../trash/trash-button.tsx';
import { useCan } from '../common/use-access.ts';
import * as styles from '../common/styles.css.ts';
import { imageArea } from '../../../lib/resources/image.area.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { useAreaWords } from '../../ui/use-area-words.ts';
import { titleIn } from '../../../lib/i18n/area-words.ts';
import { mediaViewTexts } from './texts.ts';

// The screen's title by its route, in the areas' words (docs/architecture.md, texts and languages).
const [GALLERY_PATH, GALLERY_TITLE] = imageArea.screens.list;

/** The Image Gallery (docs/behaviour.md#screens): newest first, every image opening its edit form. */
export function GalleryView({ resource, go, listState, onListState }: AddressedListProps) {
  const t = useTexts(mediaViewTexts);
  const words = useAreaWords();
  const titleId = useId();
  const can = useCan(resource);
  const add = () => go({ view: 'create' });
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          {titleIn(words ?? null, GALLERY_PATH, GALLERY_TITLE)}
        </h1>
        <span className={controls.row}>
          <TrashButton resource={resource} go={go} />
          {can('create') && (
            <Button variant="primary" icon={Plus} onClick={add}>
              {resource.createLabel}
            </Button>
          )}
        </span>
      </div>
      <StorageUsage resource={resource} />
      <GalleryBrowser
        image={resource}
        limit={25}
        listState={listState}
        onListState={onListState}
        tileLabel={(row) => t.edit({ name: row.title })}
        onTile={(row) => go({ view: 'edit', id: row.image_id })}
        emptyAction={
          can('create') && (
            <Button icon={Plus} onClick={add}>
              {t.addFirstImage}
            </Button>
          )
        }
      />
    </section>
  );
}
