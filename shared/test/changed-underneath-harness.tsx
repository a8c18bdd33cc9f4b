import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { liveMessages } from '@logistics/shared/contracts/messages';
import type { Resource } from '@logistics/shared/contracts/permissions';
import type { ResourceFormDialogProps } from '@logistics/shared/ui/resource-dialogs';
import { rowServer, testClient } from './list-page-harness';
import { renderDialog } from './dialog-harness';

/**
 * The admin's edit dialog on `row`, which a fake server (rowServer) also holds, for the tests of a row changed
 * underneath the dialog.
 */
export function renderOnServer<Row extends { version: number }>(
  Dialog: ComponentType<ResourceFormDialogProps<Row>>,
  resource: Resource,
  row: Row,
) {
  const client = testClient();
  const server = rowServer<Row>({ client, resource, rows: [row] });
  renderDialog(Dialog, row, { client });
  return {
    server,
    /**
     * Someone else saves `change` to the row stored under `key`; resolves to the dialog's warning once it shows,
     * having checked that it says so in the resource's words.
     */
    async savedElsewhere(key: string, change: Partial<Row>): Promise<HTMLElement> {
      act(() => server.elsewhere.save(key, change));
      const warning = await screen.findByTestId('changed-underneath');
      expect(warning).toHaveTextContent(liveMessages.changedUnderneath(resource));
      return warning;
    },
  };
}

/** Clicks Reload in the changed-underneath warning. */
export const reload = (warning: HTMLElement) =>
  fireEvent.click(within(warning).getByRole('button', { name: 'Reload' }));
