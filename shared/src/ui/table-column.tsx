import type { ReactNode } from 'react';
import type { ListColumn } from '@logistics/shared/contracts/list-columns';

/** A list's column (contracts' ListColumn: key, header, cell text) and, where text is not enough, a richer cell. */
export interface DataTableColumn<T> extends ListColumn<T> {
  /** A richer cell than text. */
  render?: (row: T) => ReactNode;
}
