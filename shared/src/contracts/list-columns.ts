import { formatDate } from './format.js';
import { formatUsd, type Amount } from './money.js';
import { statusLabel } from './statuses.js';

/**
 * A list's columns: their key, header and cell text. Each resource's contract file holds its own
 * (`vendorListColumns` in vendors.ts); the tables draw them
 * (shared/features/<resource>/columns.tsx adds what is only drawn, such as a status tag) and the server's export
 * writes the same texts, so a downloaded file reads as the screen does.
 */
export interface ListColumn<T> {
  /** The column's key: the sort parameter the server takes and the key to hide it by. */
  field: string;
  header: string;
  /** The cell's text; by default the row's property named `field`. */
  value?: (row: T) => string | number | null | undefined;
  sortable?: boolean;
  /** May be hidden from the header menu and the View menu (default true). */
  hideable?: boolean;
  /**
   * Hidden until the user shows it from the View menu: a detail the list does not need every day, there for an
   * export that an import reads back.
   */
  initiallyHidden?: boolean;
  /**
   * What the cell holds when it is not text: an amount, a date or a count. A file written for a spreadsheet
   * holds it as such (a number it can sum, a date it sorts by day) rather than as the screen's text.
   */
  kind?: CellKind;
  /** The cell's plain value when `kind` is set (an amount '1572.1', an ISO date, a count); by default the row's property named `field`. */
  plain?: (row: T) => string | number | null | undefined;
  /**
   * Where the column goes on the list's card on a phone, where the card's default would not do (list-card.ts:
   * by default the key is the title, the next column the subtitle, 'status' the tag, the first date and the last
   * amount in the corners).
   */
  card?: CardPart;
}

/** A part of a row's card on a phone; a column in 'none' stays off the card. */
export type CardPart = 'title' | 'subtitle' | 'status' | 'date' | 'amount' | 'none';

export type CellKind = 'money' | 'date' | 'number';

/** A cell's plain value (for a column with a kind): an amount or count as a number, a date as 'YYYY-MM-DD'. */
export function columnPlain<T>(column: ListColumn<T>, row: T): string | number | null {
  const value = column.plain ? column.plain(row) : (row as Record<string, unknown>)[column.field];
  if (value == null || value === '') return null;
  return value as string | number;
}

/** A cell's text, as the table shows it and the export writes it. */
export function columnText<T>(column: ListColumn<T>, row: T): string {
  const value = column.value ? column.value(row) : (row as Record<string, unknown>)[column.field];
  return value == null ? '' : String(value as string | number);
}

/** A nullable text's cell: empty for none. */
export const orEmpty = (value: string | null | undefined) => value ?? '';

/** A sortable amount column: "$1,572.10" on screen, a number in the money format in a spreadsheet. */
export function moneyColumn<T>(field: keyof T & string, header: string): ListColumn<T> {
  return { field, header, sortable: true, kind: 'money', value: (row) => formatUsd(row[field] as Amount) };
}

/** A sortable date column: "2026-Oct-20" on screen, a date in a spreadsheet. */
export function dateColumn<T>(field: keyof T & string, header: string): ListColumn<T> {
  return {
    field,
    header,
    sortable: true,
    kind: 'date',
    value: (row) => formatDate(row[field] as string | null),
  };
}

/** A sortable status or type column, its value shown as a label: 'in transit' as "In transit". */
export function statusColumn<T>(field: keyof T & string, header: string): ListColumn<T> {
  return { field, header, sortable: true, value: (row) => statusLabel(row[field] as string) };
}

/** A party's contact details, as a customer, a vendor, an inventory and an employee have them. */
interface Contact {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

/**
 * A party's contact as columns, in this order: its name (the list's key, never hidden), e-mail, phone and address,
 * each sortable and empty where the party has none.
 */
export function contactColumns<T extends Contact>(): [
  ListColumn<T>,
  ListColumn<T>,
  ListColumn<T>,
  ListColumn<T>,
] {
  return [
    { field: 'name', header: 'Name', sortable: true, hideable: false },
    { field: 'email', header: 'Email', sortable: true, value: (row) => orEmpty(row.email) },
    { field: 'phone', header: 'Phone', sortable: true, value: (row) => orEmpty(row.phone) },
    { field: 'address', header: 'Address', sortable: true, value: (row) => orEmpty(row.address) },
  ];
}
