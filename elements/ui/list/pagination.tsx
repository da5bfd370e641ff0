import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { formatInteger } from '../../../lib/format/number.ts';
import { pageCount, PAGE_SIZES, type ListState } from '../../../lib/list/list-controller.ts';
import { countInWords } from '../../../lib/list/selection.ts';
import { Button } from '../button.tsx';
import { useLocale, useTexts } from '../../runtime/locale.tsx';
import { uiTexts } from '../texts.ts';
import * as styles from './list.css.ts';

export interface PaginationProps {
  /** The list's page, size and count, as its controller keeps them (lib/list/list-controller.ts). */
  state: Pick<ListState<unknown>, 'page' | 'limit' | 'count' | 'countMore' | 'answered'>;
  onPage: (page: number) => void;
  onLimit: (limit: number) => void;
  /** The list's name ('contacts'): two lists on one page need pagers of different names. */
  of?: string;
}

/**
 * 'Showing 26–50 of 1,234', the page size of docs/behaviour.md#limits's choices, and previous / next. None
 * before the list's first page is there: a pager under the empty list was pushed down by its rows
 * (docs/elements.md, "Nothing moves as it loads").
 */
export function Pagination({ state, onPage, onLimit, of }: PaginationProps) {
  if (!state.answered) return null;
  return <Pager {...state} onPage={onPage} onLimit={onLimit} of={of} />;
}

function Pager({
  page,
  limit,
  count,
  countMore: more,
  onPage,
  onLimit,
  of,
}: PaginationProps['state'] & Omit<PaginationProps, 'state'>) {
  const t = useTexts(uiTexts);
  const locale = useLocale();
  const number = (value: number) => formatInteger(value, locale);
  const inWords = (value: number) => countInWords(value, more, t.moreThan, locale);
  const sizeId = useId();
  const pages = pageCount(count, limit);
  const first = count === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(count, page * limit);
  return (
    <nav className={styles.bar} aria-label={of ? t.pagesOf({ list: of }) : t.pages} part="pagination">
      {/* An empty list says so in the table itself: no 'Showing 0–0 of 0' beside it. */}
      <span role="status">
        {count > 0 && t.showing({ first: number(first), last: number(last), total: inWords(count) })}
      </span>
      <span className={styles.pagerControls}>
        <label htmlFor={sizeId} className={styles.pagerLabel}>
          {t.rowsPerPage}
        </label>
        <select
          id={sizeId}
          className={styles.select}
          value={limit}
          onChange={(event) => onLimit(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
        <Button
          icon={ChevronLeft}
          iconOnly
          label={t.previousPage}
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        />
        <span>{t.pageOf({ page: number(page), pages: inWords(pages) })}</span>
        <Button
          icon={ChevronRight}
          iconOnly
          label={t.nextPage}
          disabled={page >= pages && !more}
          onClick={() => onPage(page + 1)}
        />
      </span>
    </nav>
  );
}
