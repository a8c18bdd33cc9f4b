import '@testing-library/jest-dom';
import type { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import type { Role } from '@logistics/shared/contracts/roles';
import { LINE_TEXTS } from '@logistics/shared/ui/line-items-editor';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';
import { Providers } from './list-page-harness';

/**
 * What the feature tests (features/<resource>/*.test.tsx) do alike with a form dialog: draw it in the providers of
 * list-page-harness, fill it, and submit it to be refused (changed-underneath-harness: its row changes on the
 * server; list-page-checks: a list's columns and rights).
 */

/** A button by its text; an antd icon inside adds its own name in front ('plus Add Item'). */
export const named = (text: string) => new RegExp(`(^|\\s)${text}$`);

/** Types `value` into the field labelled `label`, within `scope` (the whole page unless given). */
export const enter = (label: string | RegExp, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

/** How a test opens a resource's form dialog: as the admin unless `role` says, in a fresh client unless `client`. */
export interface DialogOptions {
  role?: Role;
  client?: QueryClient;
  open?: boolean;
}

/**
 * The dialog on `row` (null: the create dialog) inside the providers a page gives it, closing into nothing. A
 * dialog with more props is passed with them bound: `(props) => <UserFormDialog {...props} noun="captain" />`.
 */
export function dialogOn<Row>(
  Dialog: ComponentType<ResourceFormDialogProps<Row>>,
  row: Row | null,
  { role = 'admin', client, open = true }: DialogOptions = {},
): ReactElement {
  return (
    <Providers role={role} client={client}>
      <Dialog open={open} row={row} onClose={() => undefined} />
    </Providers>
  );
}

/** Renders `dialogOn`'s dialog. */
export const renderDialog = <Row,>(
  Dialog: ComponentType<ResourceFormDialogProps<Row>>,
  row: Row | null,
  options?: DialogOptions,
) => render(dialogOn(Dialog, row, options));

/** Clicks the button `name` (the dialog's Create or Update) and expects each message to show, in this order. */
export async function submitRefused(name: string | RegExp, messages: readonly string[]) {
  fireEvent.click(screen.getByRole('button', { name }));
  for (const message of messages) expect(await screen.findByText(message)).toBeInTheDocument();
}

/** Who may remove a document's saved line; each of them may update lines and add items. */
const removers: Array<[Role, boolean]> = [
  ['admin', true],
  ['inventory-manager', true],
  ['inventory-in-charge', false],
];

/** A document's saved line in its edit dialog, as the tests check it: who may remove it, what it offers. */
export const lineActions = {
  removers,
  /** The open dialog's one saved line offers Update line and Add item, and Remove line only when `remove`. */
  expectOffered(remove: boolean) {
    expect(screen.getByRole('button', { name: named(LINE_TEXTS.updateLine) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named(LINE_TEXTS.addItem) })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: named(LINE_TEXTS.removeLine) })).toHaveLength(
      remove ? 1 : 0,
    );
  },
};
