import { createContext, useContext } from 'react';
import type { RowActions } from '@logistics/shared/ui/row-menu';
import type { SortState } from '@logistics/shared/ui/list-state';

// What the grid's header and cell components read of their table: ag-grid renders them outside the table's props.

export interface TableContextValue {
  sort: SortState | null;
  onSortChange: (sort: SortState | null) => void;
  hide: (field: string) => void;
  sortable: ReadonlySet<string>;
  hideable: ReadonlySet<string>;
  actions?: RowActions<unknown>;
}

export const TableContext = createContext<TableContextValue | null>(null);

export function useTableContext(): TableContextValue {
  const context = useContext(TableContext);
  if (!context) throw new Error('Table cells render inside a DataTable.');
  return context;
}
