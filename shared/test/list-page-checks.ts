import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import type { ListColumn } from '@logistics/shared/contracts/list-columns';
import type { Role } from '@logistics/shared/contracts/roles';
import { expectRowActions, type RowActions } from './list-page-harness';

/** What the feature tests check alike of a list page: its columns, and the rights a role has on its rows. */

/**
 * A list page's rights checks (expectRowActions) on its one seeded row: each check draws `page` from a fresh
 * `seeded` client, finds `row` and checks what the role is offered.
 */
export function pageRights(page: ReactElement, seeded: () => QueryClient, row: string) {
  return (role: Role, offered: Pick<RowActions, 'create' | 'edit' | 'remove'>) =>
    expectRowActions(page, { role, client: seeded(), row, ...offered });
}

/** What a list's Delete asks of a row that its resource's word ('vendor') and its name name. */
export const deleteQuestion = (thing: string, name: string) =>
  `Are you sure you want to delete the ${thing} “${name}”? This action cannot be undo.`;

/** The rights a role is offered on a list's rows, as the tests name them. */
export const offers = {
  /** Create, Edit, and a Delete that asks `wording`. */
  all: (wording: string) => ({ create: true, edit: true, remove: wording }),
  /** Create and Edit, no Delete. */
  allButDelete: { create: true, edit: true, remove: false },
  /** No Create, Edit or Delete. */
  none: { create: false, edit: false, remove: false },
} as const;

/**
 * The headers of `columns` in order: all of them, or with `hidden` only those the list hides until the user shows
 * them (true) or only those it shows (false).
 */
export function headersOf<T>(columns: readonly ListColumn<T>[], hidden?: boolean): string[] {
  const picked =
    hidden === undefined ? columns : columns.filter((column) => Boolean(column.initiallyHidden) === hidden);
  return picked.map((column) => column.header);
}

/** The text the column of a field gives `row` (undefined where no column has that field). */
export const cellsOf =
  <T>(columns: readonly ListColumn<T>[], row: T) =>
  (field: string) =>
    columns.find((column) => column.field === field)?.value?.(row);
