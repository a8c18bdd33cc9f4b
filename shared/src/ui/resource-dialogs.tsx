import { useCallback, useMemo, useState, type ComponentType } from 'react';

export type DialogKind = 'ADD' | 'EDIT' | 'DELETE';

/** A resource's create and edit dialog: open, the row to edit (null to create one), and close. */
export interface ResourceFormDialogProps<Row> {
  open: boolean;
  row: Row | null;
  onClose: () => void;
}

/** A create dialog: open, and close. */
export interface CreateDialogProps {
  open: boolean;
  onClose: () => void;
}

/** An edit dialog: open, the row it edits, and close. */
export interface EditDialogProps<Row> extends CreateDialogProps {
  row: Row;
}

/**
 * A resource's form dialog made of its create and its edit dialog, which differ in fields and rules: the edit one
 * when the page gives a row. Props of both beyond these (`Extra`: the word a page calls its rows) are passed on.
 */
export function createOrEditDialog<Row, Extra extends object = Record<never, never>>(
  CreateDialog: ComponentType<CreateDialogProps & NoInfer<Extra>>,
  EditDialog: ComponentType<EditDialogProps<Row> & NoInfer<Extra>>,
): ComponentType<ResourceFormDialogProps<Row> & Extra> {
  return function ResourceFormDialog({ open, row, onClose, ...extra }: ResourceFormDialogProps<Row> & Extra) {
    // What is left of the props once these three are taken is Extra; TypeScript cannot see that of a generic rest.
    const passed = extra as unknown as Extra;
    return row ? (
      <EditDialog {...passed} open={open} row={row} onClose={onClose} />
    ) : (
      <CreateDialog {...passed} open={open} onClose={onClose} />
    );
  };
}

/** Each resource page has ADD, EDIT and DELETE dialogs, each open or closed, on one row. */
export function useResourceDialogs<T>() {
  const [state, setState] = useState<{ kind: DialogKind | null; row: T | null }>({ kind: null, row: null });
  const open = useCallback((kind: DialogKind, row: T | null = null) => setState({ kind, row }), []);
  // The row stays while the dialog closes, so its closing animation keeps its text.
  const close = useCallback(() => setState((previous) => ({ ...previous, kind: null })), []);
  return useMemo(
    () => ({
      ADD: state.kind === 'ADD',
      EDIT: state.kind === 'EDIT',
      DELETE: state.kind === 'DELETE',
      row: state.row,
      open,
      close,
    }),
    [state, open, close],
  );
}
