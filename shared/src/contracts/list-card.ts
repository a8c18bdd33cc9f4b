import type { CardPart, ListColumn } from '@logistics/shared/contracts/list-columns';

/** Which of a list's columns fill each part of its card on a phone. */
export interface CardLayout<C> {
  title: C | undefined;
  /** Said on one line under the title, joined by ' · '. */
  subtitle: readonly C[];
  status: C | undefined;
  date: C | undefined;
  amount: C | undefined;
}

/**
 * A list's card, derived from its columns so that every list gets one without writing it: a column's own `card`
 * wins; otherwise the title is the key (the first column that cannot be hidden), the tag is the column named
 * 'status', the date the first date column, the amount the last money column (a document's total rather than its
 * adjustment) and the subtitle the first column left. A column hidden until asked for stays off the card.
 */
export function cardLayoutOf<C extends ListColumn<never>>(columns: readonly C[]): CardLayout<C> {
  const flagged = (part: CardPart) => columns.filter((column) => column.card === part);
  const free = columns.filter((column) => column.card === undefined && !column.initiallyHidden);
  const title =
    flagged('title')[0] ?? free.find((column) => column.hideable === false) ?? free[0] ?? columns[0];
  const status = flagged('status')[0] ?? free.find((column) => column.field === 'status');
  const date = flagged('date')[0] ?? free.find((column) => column.kind === 'date');
  const amount = flagged('amount')[0] ?? free.filter((column) => column.kind === 'money').at(-1);
  const placed = new Set([title, status, date, amount]);
  const subtitles = flagged('subtitle');
  const rest = free.find(
    (column) => !placed.has(column) && column.kind !== 'money' && column.kind !== 'date',
  );
  return {
    title,
    subtitle: subtitles.length ? subtitles : rest ? [rest] : [],
    status,
    date,
    amount,
  };
}
