import { params } from '@nanostores/i18n';
import { defineTexts } from '../../lib/i18n/catalog.ts';

// The shared list controls and the date control (docs/behaviour.md#lists and #validation quote the
// English): the pager, the filter button and its dialog, the table's and the cards' own words.
export const en = {
  pages: 'Pages',
  pagesOf: params('Pages of {list}'),
  showing: params('Showing {first}–{last} of {total}'),
  moreThan: params('more than {count}'),
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: params('Page {page} of {pages}'),
  filter: 'Filter',
  activeFilters: 'Active filters',
  removeFilter: params('Remove filter: {filter}'),
  addAFilter: 'Add a filter',
  cancel: 'Cancel',
  addFilter: 'Add filter',
  filterBy: 'Filter by',
  condition: 'Condition',
  value: 'Value',
  choose: 'Choose…',
  yes: 'Yes',
  no: 'No',
  resizeColumn: params('Resize {column} column'),
  actions: 'Actions',
  loading: 'Loading…',
  sortBy: 'Sort by',
  sortedDescending: 'Sorted descending: sort ascending',
  sortedAscending: 'Sorted ascending: sort descending',
  scrollSideways: 'Scroll sideways for more columns',
  chooseFromCalendar: params('Choose {field} from a calendar'),
  chooseField: params('Choose {field}'),
  timeOf: params('{field}: time'),
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

export const uiTexts = defineTexts('ui', en, { es: () => import('./texts.es.ts') });
