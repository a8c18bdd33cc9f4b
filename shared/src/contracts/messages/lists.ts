// What a list says: a failed read, a phone's cards, Export, bulk actions, its actions column.

/**
 * What a page says when a read failed (its message, above, is the failure itself): that it keeps trying, and, on
 * a list, that the rows shown are the last received; a list whose date range hides matching rows says so.
 */
export const loadTexts = {
  retry: 'Retry',
  /** A part of the screen (or the role's whole content area) whose code could not be fetched. */
  partUnavailable: 'This part of the application could not be loaded.',
  /** A dialog opened by a click whose code could not be fetched: the next click tries again. */
  dialogUnavailable: 'This window could not be opened. Check the connection and try again.',
  /** A dialog opened by a click while its code is still on its way. */
  dialogLoading: 'Opening…',
  dashboardFailed: 'An error occurred while fetching the dashboard.',
  retrying: 'It will try again by itself when the connection returns.',
  rowsKept: 'The rows below are the last ones received and may be out of date.',
  figuresKept: 'The figures below are the last ones received and may be out of date.',
  /** '3 older sales match'; 'outside these dates' when the range ends before today. */
  hiddenByRange: (count: number, things: { singular: string; plural: string }, older: boolean) =>
    `${count} ${older ? 'older ' : ''}${count === 1 ? things.singular : things.plural} ${count === 1 ? 'matches' : 'match'}${older ? '' : ' outside these dates'}:`,
  showAllDates: 'show all dates',
  filters: 'Filters',
  /** The Filters button's name with how many filters are on: 'Filters (2 active)'. */
  filtersActive: (count: number) => (count ? `Filters (${count} active)` : 'Filters'),
} as const;

/** A list's cards on a phone: the checkbox that selects the page's rows, and each card's own. */
export const cardTexts = {
  selectPage: 'Select all on this page',
  selectRow: (title: string) => `Select ${title}`,
} as const;

/** A list's Export (CSV or XLSX of what the list shows). */
export const exportTexts = {
  button: 'Export',
  csv: 'CSV',
  /** A CSV whose amounts and dates read as the screen shows them, rather than as a spreadsheet computes with. */
  csvShown: 'CSV (as shown)',
  xlsx: 'Excel (XLSX)',
  /** While the download link is being made and until the file starts arriving. */
  preparing: 'Preparing the export…',
  started: 'Your export is downloading; your browser shows its progress.',
  failed: (plural: string) => `An error occurred while exporting the ${plural}.`,
  /** A download link is good for one minute, for the session that asked for it, and for its list only. */
  linkInvalid: 'This download link is invalid or has expired. Please export again.',
  unknownColumns: (allowed: readonly string[]) => `Columns must be among: ${allowed.join(', ')}`,
  formatRequired: 'format must be csv or xlsx',
  /** While the file is written: the rows in it so far. */
  progress: (rows: number) => `Exporting… ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}`,
  done: (rows: number) => `Export done: ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}.`,
  /** The server stopped writing the file (the browser's download shows it broken off). */
  progressFailed: (rows: number) =>
    `The export failed after ${rows.toLocaleString('en-US')} ${rows === 1 ? 'row' : 'rows'}.`,
  /** No export with this mark is known to this session (never started here, or finished long ago). */
  progressUnknown: 'No such export is under way.',
  valuesRequired: 'values must be plain or shown',
} as const;

/** Bulk actions on a list's selection (the selection bar, the Bulk actions menu, answers). */
export const bulkTexts = {
  /** The selection bar. */
  selectedCount: (count: number) => `${count} selected`,
  clearSelection: 'Clear selection',
  pageAllSelected: (count: number) => `All ${count} rows on this page are selected.`,
  selectAllMatching: (count: number) => `Select all ${count} matching`,
  allMatchingSelected: (count: number) => `All ${count} matching rows are selected.`,
  /** The toolbar's menu while something is selected. */
  menu: 'Bulk actions',
  deleteSelected: 'Delete selected',
  setStatus: 'Set status',
  setStatusTo: (status: string) => `Set status: ${status}`,
  exportSelected: (format: string) => `Export selected (${format})`,
  /** One confirmation naming how many and which kind: 'Delete 3 sales?'. */
  deleteTitle: 'Confirm delete',
  deleteQuestion: (count: number, kind: { singular: string; plural: string }) =>
    `Delete ${count} ${count === 1 ? kind.singular : kind.plural}? This action cannot be undo.`,
  statusTitle: 'Confirm status change',
  statusQuestion: (count: number, status: string) =>
    `Set the status of ${count} ${count === 1 ? 'sale' : 'sales'} to “${status}”?`,
  /** The server's answers. */
  deleted: (count: number, kind: { singular: string; plural: string }) =>
    `${count} ${count === 1 ? kind.singular : kind.plural} deleted.`,
  /** `already`: the selected sales that had the status, left as they were. */
  statusSet: (count: number, status: string, already = 0) => {
    const sales = (n: number) => `${n} ${n === 1 ? 'sale' : 'sales'}`;
    if (already === 0) return `${sales(count)} set to “${status}”.`;
    return count === 0
      ? `Nothing was changed: ${already === 1 ? 'the sale has' : `all ${already} sales have`} the status “${status}” already.`
      : `${sales(count)} set to “${status}”; ${already} already had it.`;
  },
  /** A refusal changes nothing and names the rows that blocked it (each with its own reason). */
  refused: (count: number, kind: { singular: string; plural: string }) =>
    `Nothing was changed: ${count} ${count === 1 ? kind.singular : kind.plural} cannot be changed so.`,
  blockedRow: (name: string, reason: string) => `${name}: ${reason}`,
  notFoundOrOutOfScope: 'not found, or outside what you may change.',
  /** Under a refusal: the rows not found are taken out of the selection, whose count then is of the others. */
  deselected: (count: number) =>
    count === 1
      ? 'The row not found is no longer selected.'
      : `The ${count} rows not found are no longer selected.`,
  changedSince: 'changed by someone else since you saw it; reload and try again.',
  tooMany: (max: number) => `A bulk action takes at most ${max} rows; narrow the list or select fewer.`,
  targetRequired: 'Send either ids (each with its version) or all_matching (the list’s query).',
  listChanged: (expected: number, now: number) =>
    `The list changed: ${now} rows match now, not ${expected}. Reload and try again.`,
  exportTooMany: (max: number) => `Export selected takes at most ${max} rows; export the whole list instead.`,
  idsInvalid: 'ids must be row ids separated by commas.',
  duplicateId: (id: string) => `The row ${id} is named more than once; name each row once.`,
  nothingMatches: 'No rows match the list’s query: nothing was changed.',
} as const;

/** The name of a table's row actions column, which shows no title (read by screen readers). */
export const ACTIONS_COLUMN_LABEL = 'Actions';
