import '../image-delivery/define.ts';
import { useStore } from '@nanostores/react';
import { Plus } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { callCommand } from '../../lib/api/api.ts';
import { createListController } from '../../lib/list/list-controller.ts';
import { consoleImageSource } from '../../lib/media/console-images.ts';
import type { Filter, ListResponse } from '../../lib/protocol/list.ts';
import type { Resource } from '../../lib/resources/define.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Pagination } from '../ui/list/pagination.tsx';
import { SelectField } from '../ui/select-field.tsx';
import type { PanelNavigation } from './panel-view.ts';
import { SearchBox } from './search-box.tsx';
import { useCan } from './use-access.ts';
import { useRefOptions } from './use-ref-options.ts';
import * as media from './media.css.ts';
import * as styles from './styles.css.ts';

type Row = Record<string, unknown>;
const NO_BUCKET = 'none';
const BUCKET_FIELDS = ['bucket'];

const bucketFilters = (choice: string): Filter[] =>
  choice === ''
    ? []
    : choice === NO_BUCKET
      ? [{ field: 'bucket', operator: 'IS NULL' }]
      : [{ field: 'bucket', operator: '=', value: Number(choice) }];

/**
 * The Image Gallery (SPEC 2): newest first, a grid of image-delivery thumbnails (each picks the rendition
 * its tile needs), a bucket filter, search over titles, alt texts, captions and credits, and paging.
 */
export function GalleryView({ resource, go }: { resource: Resource; go: PanelNavigation }) {
  const titleId = useId();
  const can = useCan(resource);
  const controller = useMemo(
    () =>
      createListController<Row>({
        fields: resource.listFields,
        initial: { sort: 'created_at', order: 'desc', limit: 25 },
        load: (request) => callCommand(resource.commands.list!, request) as Promise<ListResponse<Row>>,
      }),
    [resource],
  );
  const state = useStore(controller.$state);
  const buckets = useRefOptions(resource.fields, BUCKET_FIELDS).bucket ?? [];
  const [choice, setChoice] = useState('');
  const source = consoleImageSource();
  const bucketName = (id: unknown) => buckets.find((option) => option.id === id)?.label;

  useEffect(() => void controller.reload(), [controller]);

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h1 id={titleId} className={styles.title}>
          Image Gallery
        </h1>
        {can('create') && (
          <Button variant="primary" icon={Plus} onClick={() => go({ view: 'create' })}>
            {resource.createLabel}
          </Button>
        )}
      </div>
      <div className={media.toolbar}>
        <SearchBox resource={resource} onSearch={controller.setSearch} />
        <div className={media.filterField}>
          <SelectField
            label="Bucket"
            value={choice}
            options={[
              { value: '', label: 'All buckets' },
              { value: NO_BUCKET, label: 'No bucket' },
              ...buckets.map((option) => ({ value: String(option.id), label: option.label })),
            ]}
            onChange={(event) => {
              setChoice(event.target.value);
              controller.setScope(bucketFilters(event.target.value));
            }}
          />
        </div>
      </div>
      {state.error && <Alert tone="error">{state.error}</Alert>}
      {!state.loading && state.rows.length === 0 && !state.error && (
        <p role="status" className={media.tileMeta}>
          {resource.emptyText}
        </p>
      )}
      <ul className={media.gallery} aria-label="Images" aria-busy={state.loading}>
        {state.rows.map((row) => (
          <li key={row.image_id as number} className={media.tile}>
            <button
              type="button"
              className={media.tileButton}
              aria-label={`Edit ${String(row.title)}`}
              onClick={() => go({ view: 'edit', id: row.image_id as number })}
            >
              <image-delivery
                image-key={String(row.media_key)}
                alt={String(row.alt)}
                width={400}
                height={300}
                domain={source.domain}
                path={source.path}
              />
              <span className={media.tileTitle}>{String(row.title)}</span>
            </button>
            <span className={media.tileMeta}>
              {row.width as number} × {row.height as number}
              {row.bucket ? ` · ${bucketName(row.bucket) ?? ''}` : ''}
            </span>
          </li>
        ))}
      </ul>
      <Pagination
        page={state.page}
        limit={state.limit}
        count={state.count}
        onPage={controller.setPage}
        onLimit={controller.setLimit}
      />
    </section>
  );
}
