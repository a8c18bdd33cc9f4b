import '@testing-library/jest-dom';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  DataTable,
  tableTexts,
  type DataTableColumn,
  type DataTableProps,
} from '@logistics/shared/ui/data-table';
import { onPhone } from '../../test/phone';

jest.setTimeout(60000);

interface Row {
  id: string;
  name: string;
  description: string | null;
}

const columns: DataTableColumn<Row>[] = [
  { field: 'name', header: 'Name', sortable: true },
  { field: 'description', header: 'Description', value: (row) => row.description ?? '' },
];

const rows: Row[] = [
  { id: '1', name: 'Tools', description: 'Hand tools' },
  { id: '2', name: 'Paint', description: null },
];

function renderTable(props: Partial<DataTableProps<Row>> = {}) {
  const handlers = {
    onPageChange: jest.fn(),
    onPageSizeChange: jest.fn(),
    onSearchChange: jest.fn(),
    onSortChange: jest.fn(),
  };
  render(
    <DataTable<Row>
      title="Categories"
      columns={columns}
      rows={rows}
      total={12}
      getRowId={(row) => row.id}
      searchLabel="name"
      page={1}
      pageSize={5}
      search=""
      sort={null}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('DataTable', () => {
  it('shows the title, the search box and the pagination texts', () => {
    renderTable();
    expect(screen.getByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Filter names...')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('0 of 12 row(s) selected')).toBeInTheDocument();
    expect(screen.getByText(tableTexts.rowsPerPage)).toBeInTheDocument();
  });

  it('says no count and no page count before the server has answered, then both', () => {
    renderTable({ rows: [], total: undefined, loading: true, page: 2 });
    expect(screen.queryByText(/row\(s\) selected/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Page \d+ of/)).not.toBeInTheDocument();
    expect(screen.getByText(tableTexts.rowsPerPage)).toBeInTheDocument();
    cleanup();
    renderTable({ page: 2 });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByText('0 of 12 row(s) selected')).toBeInTheDocument();
  });

  it('shows the rows of the page', async () => {
    renderTable();
    expect(await screen.findByText('Tools')).toBeInTheDocument();
    expect(screen.getByText('Hand tools')).toBeInTheDocument();
    expect(screen.getByText('Paint')).toBeInTheDocument();
  });

  it("shows 'No results.' when there are no rows", async () => {
    renderTable({ rows: [], total: 0 });
    expect(await screen.findByText('No results.')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    expect(screen.getByText('0 of 0 row(s) selected')).toBeInTheDocument();
  });

  it('goes back to the last page when past it, once the count is known, without a history step', () => {
    const waiting = renderTable({ page: 4, rows: [], total: 0 });
    expect(waiting.onPageChange).not.toHaveBeenCalled();
    const past = renderTable({ page: 4, total: 12 });
    expect(past.onPageChange).toHaveBeenCalledWith(3, 'replace');
  });

  it('moves between pages with the first, previous, next and last buttons', () => {
    const handlers = renderTable({ page: 2 });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Go to first page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to last page' }));
    expect(handlers.onPageChange.mock.calls).toEqual([[1], [1], [3], [3]]);
  });

  it('disables the way back on the first page and the way on at the last', () => {
    renderTable({ page: 1, total: 5 });
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    for (const name of ['Go to first page', 'Go to previous page', 'Go to next page', 'Go to last page']) {
      expect(screen.getByRole('button', { name })).toBeDisabled();
    }
  });

  it('offers the page sizes 5, 10, 20, 30, 40 and 50', () => {
    const handlers = renderTable();
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    const sizes = Array.from(document.querySelectorAll('.ant-select-item-option'), (option) =>
      option.getAttribute('title'),
    );
    expect(sizes).toEqual(['5', '10', '20', '30', '40', '50']);
    fireEvent.click(screen.getAllByTitle('20').at(-1) as HTMLElement);
    expect(handlers.onPageSizeChange).toHaveBeenCalledWith(20);
  });

  it('applies the search 300 ms after the last keystroke', () => {
    jest.useFakeTimers();
    try {
      const handlers = renderTable();
      const box = screen.getByPlaceholderText('Filter names...');
      fireEvent.change(box, { target: { value: 'to' } });
      act(() => jest.advanceTimersByTime(200));
      fireEvent.change(box, { target: { value: 'too' } });
      act(() => jest.advanceTimersByTime(299));
      expect(handlers.onSearchChange).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      expect(handlers.onSearchChange).toHaveBeenCalledTimes(1);
      expect(handlers.onSearchChange).toHaveBeenCalledWith('too');
    } finally {
      jest.useRealTimers();
    }
  });

  it('keeps in the search box only what the list can be searched for: a pasted tab as a space, 150 characters', () => {
    jest.useFakeTimers();
    try {
      const handlers = renderTable();
      const box = screen.getByPlaceholderText('Filter names...');
      fireEvent.change(box, { target: { value: 'nomatch\ttab' } });
      expect(box).toHaveValue('nomatch tab');
      act(() => jest.advanceTimersByTime(300));
      expect(handlers.onSearchChange).toHaveBeenLastCalledWith('nomatch tab');

      fireEvent.change(box, { target: { value: 'y'.repeat(151) } });
      expect(box).toHaveValue('y'.repeat(150));
      act(() => jest.advanceTimersByTime(300));
      expect(handlers.onSearchChange).toHaveBeenLastCalledWith('y'.repeat(150));
    } finally {
      jest.useRealTimers();
    }
  });

  it("clears the search from the box's own button, named for what it does", () => {
    jest.useFakeTimers();
    try {
      const handlers = renderTable({ search: 'too' });
      const box = screen.getByPlaceholderText('Filter names...');
      expect(box).toHaveValue('too');
      fireEvent.click(screen.getByRole('button', { name: tableTexts.clearSearch }));
      expect(box).toHaveValue('');
      act(() => jest.advanceTimersByTime(300));
      expect(handlers.onSearchChange).toHaveBeenCalledWith('');
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the Create button only when creating is allowed', () => {
    const onCreate = jest.fn();
    renderTable();
    expect(screen.queryByRole('button', { name: /create/i })).not.toBeInTheDocument();
    renderTable({ onCreate, title: 'Allowed' });
    fireEvent.click(screen.getByRole('button', { name: /create/i }));
    expect(onCreate).toHaveBeenCalled();
  });
});

describe('DataTable filters', () => {
  const statusFilter = {
    field: 'status',
    label: 'Status',
    options: [
      { value: 'pending', label: 'Pending' },
      { value: 'delivered', label: 'Delivered' },
    ],
  };

  it('shows the faceted filters with the facet counts and sends the choice', () => {
    const onFilterChange = jest.fn();
    renderTable({
      filters: [statusFilter],
      facets: { status: { pending: 3, delivered: 9 } },
      filterValues: {},
      onFilterChange,
    });
    fireEvent.click(screen.getByRole('button', { name: /Status/ }));
    expect(screen.getByRole('option', { name: /Delivered/ })).toHaveTextContent('9');
    fireEvent.click(screen.getByRole('option', { name: /Pending/ }));
    // The choice goes as a change of the current values (FacetedFilterProps.onChange): Pending added to none.
    expect(onFilterChange).toHaveBeenCalledWith('status', expect.any(Function));
    const [, change] = onFilterChange.mock.calls[0] as [string, (current: readonly string[]) => string[]];
    expect(change([])).toEqual(['pending']);
    expect(change(['delivered'])).toEqual(['pending', 'delivered']);
  });

  it("shows the date range with 'Pick a date' and the 'MMM DD, YYYY' format", () => {
    const onDateRangeChange = jest.fn();
    renderTable({ dateRange: true, onDateRangeChange });
    expect(screen.getAllByPlaceholderText('Pick a date')).toHaveLength(2);
    renderTable({
      dateRange: true,
      onDateRangeChange,
      from: '2026-01-01',
      to: '2026-03-05',
      title: 'Ranged',
    });
    expect(screen.getByDisplayValue('Jan 01, 2026')).toBeInTheDocument();
    expect(screen.getByDisplayValue('Mar 05, 2026')).toBeInTheDocument();
  });

  it("'Reset filters' clears the search box and calls onResetFilters", () => {
    const onResetFilters = jest.fn();
    renderTable({ onResetFilters });
    const box = screen.getByPlaceholderText('Filter names...');
    fireEvent.change(box, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: /Reset filters/ }));
    expect(onResetFilters).toHaveBeenCalled();
    expect(box).toHaveValue('');
  });

  it('hides the filters and the date range under 768 px', () =>
    onPhone(() => {
      renderTable({
        filters: [statusFilter],
        filterValues: {},
        onFilterChange: jest.fn(),
        dateRange: true,
        onDateRangeChange: jest.fn(),
      });
      expect(screen.queryByRole('button', { name: /Status/ })).not.toBeInTheDocument();
      expect(screen.queryByPlaceholderText('Pick a date')).not.toBeInTheDocument();
    }));

  it('shows the rows as cards under 768 px, each with its checkbox and menu, and opens one when tapped', () =>
    onPhone(() => {
      const onRowClick = jest.fn();
      renderTable({ onRowClick, actions: { onEdit: jest.fn() } });
      expect(document.querySelector('.ag-root')).toBeNull();
      expect(document.querySelectorAll('.logistics-card')).toHaveLength(2);
      expect(screen.getAllByRole('button', { name: tableTexts.openMenu })).toHaveLength(2);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Select Tools' }));
      expect(screen.getByText('1 of 12 row(s) selected')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Tools' }));
      expect(onRowClick).toHaveBeenCalledWith(rows[0]);
    }));

  it('offers Make as Copy, Preview, Edit and Delete in the row menu', async () => {
    const onPreview = jest.fn();
    const onEdit = jest.fn();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    renderTable({ actions: { copyId: (row) => row.id, onPreview, onEdit, onDelete: jest.fn() } });
    const [menu] = await screen.findAllByLabelText('Open menu');
    fireEvent.click(menu as HTMLElement);
    for (const name of ['Make as Copy', 'Preview', 'Edit', 'Delete']) {
      expect(await screen.findByText(name)).toBeInTheDocument();
    }
    fireEvent.click(screen.getByText('Preview'));
    expect(onPreview).toHaveBeenCalledWith(rows[0]);
    fireEvent.click(menu as HTMLElement);
    fireEvent.click(await screen.findByText('Make as Copy'));
    expect(writeText).toHaveBeenCalledWith('1');
  });

  it("opens a row on its click, but not on a click on the row's actions menu", async () => {
    const onRowClick = jest.fn();
    renderTable({ onRowClick, actions: { copyId: (row) => row.id, onEdit: jest.fn() } });
    const [menu] = await screen.findAllByLabelText('Open menu');
    fireEvent.click(menu as HTMLElement);
    expect(await screen.findByText('Edit')).toBeInTheDocument();
    expect(onRowClick).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('Tools'));
    await waitFor(() => expect(onRowClick).toHaveBeenCalledWith(rows[0]));
  });
});

/** A column header's menu button (queried directly: role queries over a whole grid are slow). */
function headerButton(field: string): Promise<HTMLElement> {
  return waitFor(() => {
    const button = document.querySelector<HTMLElement>(`.ag-header-cell[col-id="${field}"] button`);
    if (!button) throw new Error(`No header button for ${field}`);
    return button;
  });
}

describe('DataTable columns', () => {
  it('sorts from the column menu with Desc', async () => {
    const handlers = renderTable();
    fireEvent.click(await headerButton('name'));
    expect(await screen.findByText('Asc')).toBeInTheDocument();
    fireEvent.click(screen.getByText('Desc'));
    expect(handlers.onSortChange).toHaveBeenCalledWith({ field: 'name', order: 'desc' });
  });

  it('hides a column with Hide', async () => {
    renderTable();
    expect(await screen.findByText('Tools')).toBeInTheDocument();
    fireEvent.click(await headerButton('name'));
    fireEvent.click(await screen.findByText('Hide'));
    await waitFor(() => expect(screen.queryByText('Tools')).not.toBeInTheDocument());
    expect(screen.getByText('Hand tools')).toBeInTheDocument();
  });

  it('toggles columns from View', async () => {
    renderTable();
    expect(await screen.findByText('Hand tools')).toBeInTheDocument();
    fireEvent.click(screen.getByText('View'));
    expect(await screen.findByText('Toggle columns')).toBeInTheDocument();
    fireEvent.click(screen.getAllByText('Description').at(-1) as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Hand tools')).not.toBeInTheDocument());
  });
});
