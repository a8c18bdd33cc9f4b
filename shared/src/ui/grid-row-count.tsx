import { useEffect, type RefObject } from 'react';

/**
 * The grid holds one page of the list, and ag-grid counts only those rows: a screen reader heard 'grid, 6 rows'
 * for a list of 16. Here the grid says how many rows the whole list has (aria-rowcount: its header rows and
 * `total`) and where each row of the page stands in it (aria-rowindex: `offset` rows come before the page), and
 * says it again whenever ag-grid writes its own counts back.
 */
export function useGridRowCount(boxRef: RefObject<HTMLElement | null>, total: number, offset: number): void {
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return undefined;
    const set = (element: Element, name: string, value: number) => {
      if (element.getAttribute(name) !== String(value)) element.setAttribute(name, String(value));
    };
    const apply = () => {
      const grid = box.querySelector('[aria-rowcount]');
      if (!grid) return;
      const headerRows = Math.max(
        0,
        ...Array.from(box.querySelectorAll('.ag-header [role="row"][aria-rowindex]'), (row) =>
          Number(row.getAttribute('aria-rowindex')),
        ),
      );
      set(grid, 'aria-rowcount', headerRows + total);
      for (const row of box.querySelectorAll('.ag-row[row-index]')) {
        const index = Number(row.getAttribute('row-index'));
        if (Number.isInteger(index)) set(row, 'aria-rowindex', headerRows + offset + index + 1);
      }
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(box, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-rowcount', 'aria-rowindex', 'row-index'],
    });
    return () => observer.disconnect();
  }, [boxRef, total, offset]);
}
