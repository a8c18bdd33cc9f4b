/**
 * How wide each column of a list is: sized to what it holds, so lists fit common screens (1280 px and up) and
 * scroll only where they cannot.
 *
 * - A column's natural width is its widest cell on the page or its header, whichever is wider.
 * - A column whose natural width is short (ids, dates, money, statuses) is never narrower than that: its values
 *   are always read whole.
 * - A long column (names, addresses, descriptions) may shrink to the longest word of its header (headers wrap
 *   onto a second line) and no less than MIN_TRUNCATED; its values then end in an ellipsis and show whole in a
 *   tooltip.
 * - Space beyond the minimums goes first to the columns cut short, in fair shares, the smallest needs met
 *   first; what is left after every column is whole is shared in proportion to the natural widths.
 * - Where even the minimum widths do not fit, the grid scrolls sideways.
 */

/** Measures a text in the given font (canvas in a browser; an estimate where there is no canvas). */
export type MeasureText = (text: string, font: string) => number;

export interface SizedColumn {
  field: string;
  header: string;
  sortable: boolean;
  /** The texts the column shows on this page. */
  values: readonly string[];
  /** The cell is drawn with a tag or another framed element, wider than its text. */
  framed: boolean;
}

export interface ColumnSize {
  /** Below this the column would cut what must be read whole (or a long value past a few words). */
  minWidth: number;
  /** The width that shows every value on the page and the header on one line. */
  natural: number;
}

export interface SizingFonts {
  cell: string;
  header: string;
}

/** The cell's horizontal padding (each side) and its borders. */
export const CELL_PADDING = 10;
const CELL_CHROME = CELL_PADDING * 2 + 2;
/** The header's sort icon and its gap, and the text button's own padding around the label. */
const SORT_ICON = 18;
const HEADER_BUTTON = 8;
/** A tag's padding and border around its text. */
const FRAME = 18;
/** A column whose content fits in this many pixels is never truncated. */
export const KEEP_WHOLE = 130;
/** A truncated column keeps at least this much room: a few words of a name or an address. */
export const MIN_TRUNCATED = 96;
/** Past this, a cell's text does not widen its column any further (its share of the free space still does). */
const MAX_NATURAL = 420;

function widest(texts: readonly string[], font: string, measure: MeasureText): number {
  let width = 0;
  for (const text of texts) width = Math.max(width, measure(text, font));
  return width;
}

/** Each column's minimum and natural width, from its header and the values on the page. */
export function sizeColumns(
  columns: readonly SizedColumn[],
  fonts: SizingFonts,
  measure: MeasureText,
): Map<string, ColumnSize> {
  const sizes = new Map<string, ColumnSize>();
  for (const column of columns) {
    const headerExtra = HEADER_BUTTON + (column.sortable ? SORT_ICON : 0);
    const headerWhole = measure(column.header, fonts.header) + headerExtra;
    const headerWord = widest(column.header.split(/\s+/), fonts.header, measure) + headerExtra;
    const content = widest(column.values, fonts.cell, measure) + (column.framed ? FRAME : 0);
    const natural = Math.ceil(Math.min(Math.max(content, headerWhole), MAX_NATURAL) + CELL_CHROME);
    const shortest = Math.ceil(Math.max(content, headerWord) + CELL_CHROME);
    const minWidth =
      shortest <= KEEP_WHOLE ? shortest : Math.ceil(Math.max(headerWord + CELL_CHROME, MIN_TRUNCATED));
    sizes.set(column.field, { minWidth, natural: Math.max(natural, minWidth) });
  }
  return sizes;
}

/**
 * The columns' widths in `available` pixels: the minimums, then fair shares towards the natural widths of the
 * columns cut short, then the rest in proportion to the natural widths. Where the minimums do not fit they are
 * the widths, and the grid scrolls.
 */
export function fitColumns(sizes: ReadonlyMap<string, ColumnSize>, available: number): Map<string, number> {
  const entries = [...sizes.entries()];
  const widths = new Map(entries.map(([field, size]) => [field, size.minWidth]));
  let free = available - entries.reduce((sum, [, size]) => sum + size.minWidth, 0);
  if (free <= 0) return widths;
  // Fair shares of the free space, the smallest needs met first: a column a few pixels short of whole is made
  // whole before a long address takes the rest.
  const short = entries
    .map(([field, size]) => ({ field, need: size.natural - size.minWidth }))
    .filter((column) => column.need > 0)
    .sort((a, b) => a.need - b.need);
  short.forEach(({ field, need }, index) => {
    const give = Math.min(need, Math.floor(free / (short.length - index)));
    widths.set(field, (widths.get(field) ?? 0) + give);
    free -= give;
  });
  const naturalSum = entries.reduce((sum, [, size]) => sum + size.natural, 0);
  if (free > 0 && naturalSum > 0) {
    for (const [field, size] of entries) {
      widths.set(field, (widths.get(field) ?? 0) + Math.floor((free * size.natural) / naturalSum));
    }
  }
  // What rounding left over goes to the last column, so the row ends at the grid's edge.
  const last = entries.at(-1)?.[0];
  const used = [...widths.values()].reduce((sum, width) => sum + width, 0);
  if (last !== undefined && used < available) widths.set(last, (widths.get(last) ?? 0) + available - used);
  return widths;
}

let canvas: HTMLCanvasElement | undefined;

/**
 * The browser's own text measure. jsdom (component tests) has no canvas: there a text counts 7 px a character,
 * which is all its layout-free rendering needs.
 */
export const measureText: MeasureText = (text, font) => {
  const context =
    typeof document === 'undefined' || /jsdom/i.test(navigator.userAgent)
      ? null
      : (canvas ??= document.createElement('canvas')).getContext('2d');
  if (!context) return text.length * 7;
  context.font = font;
  return context.measureText(text).width;
};

/**
 * `fitColumns` around the widths the user gave some columns (dragged, and remembered): those keep their width
 * (never under their minimum) and the others share what is left as `fitColumns` shares the whole.
 */
export function fitColumnsAround(
  sizes: ReadonlyMap<string, ColumnSize>,
  available: number,
  chosen: ReadonlyMap<string, number>,
): Map<string, number> {
  const fixed = new Map<string, number>();
  const rest = new Map<string, ColumnSize>();
  for (const [field, size] of sizes) {
    const width = chosen.get(field);
    if (width === undefined) rest.set(field, size);
    else fixed.set(field, Math.max(width, size.minWidth));
  }
  const used = [...fixed.values()].reduce((sum, width) => sum + width, 0);
  const fitted = fitColumns(rest, available - used);
  // In the columns' own order.
  return new Map([...sizes.keys()].map((field) => [field, fixed.get(field) ?? fitted.get(field) ?? 0]));
}
