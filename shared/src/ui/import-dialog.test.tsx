import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ImportReport } from '@logistics/shared/contracts/imports';
import { importTexts, serverMessages } from '@logistics/shared/contracts/messages';
import { ImportDialog } from '@logistics/shared/ui/import-dialog';
import { answer, Providers } from '../../test/list-page-harness';

/** The preview of a two-row file of vendors: both to create, none invalid. */
const preview: ImportReport = {
  total: 2,
  valid: 2,
  counts: { created: 2, updated: 0, unchanged: 0, invalid: 0 },
  columns: ['Name'],
  ignored_columns: [],
  preview: [
    { row: 2, cells: ['Acme'], action: 'create' },
    { row: 3, cells: ['Globex'], action: 'create' },
  ],
  errors: [],
};

/** The commit's own check: someone created the vendor “Globex” since the preview. */
const taken = serverMessages.duplicate('vendor', 'name', 'Globex');
const atCommit: ImportReport = {
  ...preview,
  valid: 1,
  counts: { created: 1, updated: 0, unchanged: 0, invalid: 1 },
  preview: [
    { row: 2, cells: ['Acme'], action: 'create' },
    { row: 3, cells: ['Globex'], action: 'invalid' },
  ],
  errors: [{ row: 3, column: 'Name', message: taken }],
};

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('ImportDialog', () => {
  it('says a row that became a conflict after the preview conflicts with a change since, not that the file is wrong', async () => {
    global.fetch = jest.fn(async (url: string) =>
      url.includes('dry_run=true')
        ? answer(200, preview)
        : answer(400, { ...atCommit, message: importTexts.refused(1) }),
    ) as unknown as typeof fetch;
    render(
      <Providers role="admin">
        <ImportDialog resource="vendors" onClose={jest.fn()} />
      </Providers>,
    );
    const file = new File(['Name\nAcme\nGlobex\n'], 'vendors.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText(importTexts.choose), { target: { files: [file] } });
    const submit = await screen.findByRole('button', { name: importTexts.submit(2) });
    await waitFor(() => expect(submit).toBeEnabled());
    fireEvent.click(submit);

    expect(await screen.findByText(importTexts.changedSincePreview([3]))).toBeInTheDocument();
    expect(screen.getByText(importTexts.errorsSincePreview(1))).toBeInTheDocument();
    expect(screen.getByText(taken)).toBeInTheDocument();
    expect(screen.queryByText(importTexts.errorsTitle(1))).not.toBeInTheDocument();
    expect(screen.queryByText(importTexts.refused(1))).not.toBeInTheDocument();
  });
});
