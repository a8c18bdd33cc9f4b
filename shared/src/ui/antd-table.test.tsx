import { render } from '@testing-library/react';
import { Table } from '@logistics/shared/ui/antd-table';

const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];
const rows = [{ key: '1', name: 'A4 Paper Box' }];

/**
 * rc-table measures the scrollbar's width by adding an element of this id to the page (and a style for it), reading
 * its size and taking it away again: a style computation and a layout of the whole page.
 */
const MEASURE_ID = /^rc-scrollbar-measure-/;

/** The ids of the elements added to the page while `draw` ran, whether or not they are still there. */
function idsAddedWhile(draw: () => void): string[] {
  const added: string[] = [];
  const observer = new MutationObserver(() => undefined);
  observer.observe(document, { childList: true, subtree: true });
  draw();
  for (const record of observer.takeRecords())
    record.addedNodes.forEach((node) => {
      if (node instanceof HTMLElement && node.id) added.push(node.id);
    });
  observer.disconnect();
  return added;
}

// patches/@rc-component__table@1.11.1.patch: only a fixed or sticky header uses the scrollbar's width.
describe("antd's Table (rc-table as patched)", () => {
  it('does not measure the scrollbar when its header scrolls with its rows', () => {
    const ids = idsAddedWhile(() => render(<Table columns={columns} dataSource={rows} pagination={false} />));
    expect(ids.filter((id) => MEASURE_ID.test(id))).toEqual([]);
  });

  it('measures it under a fixed header, which leaves room for it', () => {
    const ids = idsAddedWhile(() =>
      render(<Table columns={columns} dataSource={rows} pagination={false} scroll={{ y: 200 }} />),
    );
    expect(ids.filter((id) => MEASURE_ID.test(id))).toHaveLength(1);
  });

  it('measures it under a sticky header', () => {
    const ids = idsAddedWhile(() =>
      render(<Table columns={columns} dataSource={rows} pagination={false} sticky />),
    );
    expect(ids.filter((id) => MEASURE_ID.test(id))).toHaveLength(1);
  });
});
