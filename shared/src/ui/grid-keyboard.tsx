import { useEffect, useRef, type RefObject } from 'react';

// What Tab stops at inside the grid, in page order: the header's column menus, then each row (Space selects it,
// Enter opens it) and its actions menu.
const GRID_STOPS = 'button:not([disabled]), [tabindex="0"]:not(.ag-tab-guard)';

function stopsIn(box: HTMLElement): HTMLElement[] {
  return Array.from(box.querySelectorAll<HTMLElement>(GRID_STOPS)).filter(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * The keyboard walks a list like the rest of the page: from the toolbar, Tab goes through the header's column
 * menus, then row by row (the row, then its actions menu), and leaves the grid for the pagination; Shift+Tab goes
 * back the same way. ag-grid's own focus (header cells, grid cells) is off in the table, and its tab handling
 * used to send Tab round the header cells forever, or past the whole grid: here Tab inside the grid moves
 * between these stops, and focus arriving at the grid's edge from outside lands on its first stop (its last,
 * from below). On a focused row, `onRowKey` hears Enter (open it, as a click does) and Space (select it).
 */
export function useGridKeyboard(
  boxRef: RefObject<HTMLElement | null>,
  onRowKey: (rowId: string, key: 'Enter' | ' ') => void,
): void {
  const rowKey = useRef(onRowKey);
  useEffect(() => {
    rowKey.current = onRowKey;
  });

  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;

    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || !target.classList.contains('ag-tab-guard')) return;
      const from = event.relatedTarget;
      // Leaving the grid: ag-grid's tab guard passes the focus on out of it.
      if (from instanceof Node && box.contains(from)) return;
      const stops = stopsIn(box);
      const fromBelow =
        from instanceof Node && (from.compareDocumentPosition(box) & Node.DOCUMENT_POSITION_PRECEDING) !== 0;
      const landing = fromBelow ? stops.at(-1) : stops[0];
      if (!landing) return;
      event.stopImmediatePropagation();
      landing.focus();
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement;
      if (!(active instanceof HTMLElement)) return;
      if ((event.key === 'Enter' || event.key === ' ') && active.classList.contains('ag-row')) {
        const rowId = active.getAttribute('row-id');
        if (rowId === null) return;
        event.preventDefault();
        event.stopPropagation();
        rowKey.current(rowId, event.key);
        return;
      }
      if (event.key !== 'Tab') return;
      // Tab inside the grid is the page's, not ag-grid's.
      event.stopPropagation();
      const stops = stopsIn(box);
      const index = stops.indexOf(active);
      const next = index < 0 ? undefined : stops[index + (event.shiftKey ? -1 : 1)];
      if (!next) return;
      event.preventDefault();
      next.focus();
    };

    box.addEventListener('focus', onFocus, true);
    box.addEventListener('keydown', onKeyDown, true);
    return () => {
      box.removeEventListener('focus', onFocus, true);
      box.removeEventListener('keydown', onKeyDown, true);
    };
  }, [boxRef]);
}
