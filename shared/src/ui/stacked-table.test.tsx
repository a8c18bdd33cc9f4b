import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { StackedTable } from '@logistics/shared/ui/stacked-table';
import { onPhone } from '../../test/phone';

interface Change {
  id: string;
  to: string;
}

const NONE = 'No status changes yet.';

function table(loading: boolean, rows: Change[]) {
  return (
    <StackedTable<Change>
      rowKey="id"
      loading={loading}
      dataSource={rows}
      emptyText={NONE}
      columns={[{ key: 'to', title: 'To', dataIndex: 'to' }]}
    />
  );
}

describe('StackedTable', () => {
  it('says there are no rows only once they have loaded, as a table', () => {
    const { rerender } = render(table(true, []));
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.queryByText(NONE)).not.toBeInTheDocument();
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
    rerender(table(false, []));
    expect(screen.getByText(NONE)).toBeInTheDocument();
    rerender(table(false, [{ id: '1', to: 'Delivered' }]));
    expect(screen.getByRole('cell', { name: 'Delivered' })).toBeInTheDocument();
    expect(screen.queryByText(NONE)).not.toBeInTheDocument();
  });

  it("scrolls sideways inside its own section, by CSS rather than by Table's measuring of its columns", () => {
    render(table(false, [{ id: '1', to: 'Delivered' }]));
    const section = screen.getByRole('table').closest('.ant-table-container');
    expect(section).toHaveStyle({ overflowX: 'auto' });
    expect(section?.closest('.ant-table-scroll-horizontal')).toBeNull();
  });

  it('says there are no rows only once they have loaded, as cards on a phone', () =>
    onPhone(() => {
      const { rerender } = render(table(true, []));
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByText(NONE)).not.toBeInTheDocument();
      rerender(table(false, []));
      expect(screen.getByText(NONE)).toBeInTheDocument();
    }));
});
