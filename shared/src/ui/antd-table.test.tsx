import { render } from '@testing-library/react';
import { Table } from '@logistics/shared/ui/antd-table';

const columns = [{ key: 'name', title: 'Name', dataIndex: 'name' }];
const rows = [{ key: '1', name: 'A4 Paper Box' }];

/**
 * rc-table measures the scrollbar's width by adding an element of this id to the page (and a style for it), reading
 * its size and taking it away again: a style computation and a layout of the whole page.
 */
const MEASURE_ID = /^rc-scrollbar-measure-/;

/** How many scrollbar measures `draw` made: the measuring elements added to the page, whether or not still there. */
function scrollbarMeasuresWhile(draw: () => void): number {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document, { childList: true, subtree: true });
  draw();
  let measures = 0;
  for (const record of observer.takeRecords())
    record.addedNodes.forEach((node) => {
      if (node instanceof HTMLElement && MEASURE_ID.test(node.id)) measures += 1;
    });
  observer.disconnect();
  return measures;
}

// patches/@rc-component__table@1.11.1.patch: only a fixed or sticky header uses the scrollbar's width.
describe("antd's Table (rc-table as patched)", () => {
  it('does not measure the scrollbar when its header scrolls with its rows', () => {
    const measures = scrollbarMeasuresWhile(() =>
      render(<Table columns={columns} dataSource={rows} pagination={false} />),
    );
    expect(measures).toBe(0);
  });

  it('measures it under a fixed header, which leaves room for it', () => {
    const measures = scrollbarMeasuresWhile(() =>
      render(<Table columns={columns} dataSource={rows} pagination={false} scroll={{ y: 200 }} />),
    );
    expect(measures).toBe(1);
  });

  it('measures it under a sticky header', () => {
    const measures = scrollbarMeasuresWhile(() =>
      render(<Table columns={columns} dataSource={rows} pagination={false} sticky />),
    );
    expect(measures).toBe(1);
  });
});
