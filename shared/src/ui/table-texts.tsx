import { ACTIONS_COLUMN_LABEL } from '@logistics/shared/contracts/messages';
import { pagerTexts } from '@logistics/shared/ui/list-pager';
import { rowMenuTexts } from '@logistics/shared/ui/row-menu';

export const NO_RESULTS = 'No results.';

export const tableTexts = {
  noResults: NO_RESULTS,
  searchPlaceholder: (label: string) => `Filter ${label}s...`,
  clearSearch: 'Clear search',
  ...pagerTexts,
  ...rowMenuTexts,
  asc: 'Asc',
  desc: 'Desc',
  hide: 'Hide',
  view: 'View',
  toggleColumns: 'Toggle columns',
  resetColumns: 'Reset columns',
  scrollSideways: 'Scroll the table sideways',
  create: 'Create',
  resetFilters: 'Reset filters',
  actions: ACTIONS_COLUMN_LABEL,
} as const;
