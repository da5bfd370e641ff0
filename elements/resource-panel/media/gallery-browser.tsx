import { useStore } from '@nanostores/react';
import { ImageOff } from 'lucide-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useListAddress, type ListStateChange } from '../list/use-list-address.ts';
import { ConsoleImage } from './console-image.tsx';
import {
  bucketChoice,
  bucketFilters,
  createGalleryList,
  galleryScreen,
  NO_BUCKET,
  type GalleryImage,
} from '../../../lib/media/gallery-list.ts';
import type { Resource } from '../../../lib/resources/define.ts';
import { Alert } from '../../ui/alert.tsx';
import { Pagination } from '../../ui/list/pagination.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { SearchBox } from '../list/search-box.tsx';
import { useRefOptions } from '../form/use-ref-options.ts';
import { useRestoredReload } from '../trash/use-restored-reload.ts';
import * as media from './media.css.ts';
import { useTexts } from '../../runtime/locale.tsx';
import { panelTexts } from '../texts.ts';
import { mediaViewTexts } from './texts.ts';

const BUCKET_FIELDS = ['bucket'];

export interface GalleryBrowserProps {
  /** The image resource (lib/resources/image.ts). */
  image: Resource;
  limit: number;
  /** Each tile's button: what it says to assistive technology and what it does. */
  tileLabel: (row: GalleryImage) => string;
  onTile: (row: GalleryImage) => void;
  /** A picker's current choice: its tile is pressed; without it tiles are plain buttons. */
  selected?: number | null;
  /** Smaller tiles, for a dialog. */
  compact?: boolean;
  /** What an account without any image is offered (Add Image); a search or bucket that finds none says so. */
  emptyAction?: ReactNode;
  /** The Image Gallery screen's search, bucket and page (lib/list/list-address.ts); a picker has none. */
  listState?: string;
  onListState?: (change: ListStateChange) => void;
}

/**
 * The gallery's browsing: a grid of image-delivery thumbnails (each picks the rendition its tile needs),
 * search over titles, alt texts, captions and credits, a bucket filter, and paging. The Image Gallery
 * screen opens an image from it; the image picker chooses one.
 */
export function GalleryBrowser({
  image,
  limit,
  tileLabel,
  onTile,
  selected,
  compact = false,
  emptyAction,
  listState,
  onListState,
}: GalleryBrowserProps) {
  const t = useTexts(mediaViewTexts);
  const listFailed = useTexts(panelTexts).listFailed;
  const [opening] = useState(listState ?? '');
  const list = useMemo(() => createGalleryList(image, limit, opening), [image, limit, opening]);
  const [screen] = useState(() => galleryScreen(limit));
  useListAddress(image, list, listState, onListState, screen);
  const state = useStore(list.$state);
  const buckets = useRefOptions(image.fields, BUCKET_FIELDS).bucket ?? [];
  const choice = bucketChoice(state.scope);
  const bucketName = (id: unknown) => buckets.find((option) => option.id === id)?.label;

  useEffect(() => void list.reload(), [list]);
  useRestoredReload(image, list.reload);

  return (
    <>
      <div className={media.toolbar}>
        <SearchBox resource={image} text={state.search} onSearch={list.setSearch} />
        <div className={media.filterField}>
          <SelectField
            label={image.fields.bucket?.label ?? ''}
            value={choice}
            options={[
              { value: '', label: t.allBuckets },
              { value: NO_BUCKET, label: t.noBucket },
              ...buckets.map((option) => ({ value: String(option.id), label: option.label })),
            ]}
            onChange={(event) => list.setScope(bucketFilters(event.target.value))}
          />
        </div>
      </div>
      {state.error !== null && <Alert tone="error">{state.error || listFailed}</Alert>}
      {!state.loading &&
        state.rows.length === 0 &&
        state.error === null &&
        (emptyAction && !state.search && !choice ? (
          <div role="status" className={media.emptyGallery}>
            <ImageOff aria-hidden="true" />
            <p>{t.noImagesYet}</p>
            {emptyAction}
          </div>
        ) : (
          <p role="status" className={media.tileMeta}>
            {image.emptyText}
          </p>
        ))}
      <ul
        className={compact ? `${media.gallery} ${media.galleryCompact}` : media.gallery}
        aria-label={image.plural}
        aria-busy={state.loading}
      >
        {state.rows.map((row) => (
          <li
            key={row.image_id}
            className={media.tile}
            data-selected={selected === row.image_id ? 'true' : undefined}
          >
            <button
              type="button"
              className={media.tileButton}
              aria-label={tileLabel(row)}
              aria-pressed={selected === undefined ? undefined : selected === row.image_id}
              onClick={() => onTile(row)}
            >
              <ConsoleImage image={row} box={{ width: 400, height: 300 }} />
              <span className={media.tileTitle} data-record>
                {row.title}
              </span>
            </button>
            <span className={media.tileMeta}>
              {row.width} × {row.height}
              {row.bucket ? ` · ${bucketName(row.bucket) ?? ''}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <Pagination state={state} onPage={list.setPage} onLimit={list.setLimit} />
    </>
  );
}
