import {
  DoubleLeftOutlined,
  DoubleRightOutlined,
  LeftOutlined,
  RightOutlined,
} from '@logistics/shared/ui/icons';
import { Button, Flex, Select, Space, Typography } from '@logistics/shared/ui/antd';
import { useEffect, useRef, type RefObject } from 'react';
import { PAGE_SIZES } from '@logistics/shared/contracts/lists';

export const pagerTexts = {
  page: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
  selected: (count: number, total: number) => `${count} of ${total} row(s) selected`,
  rowsPerPage: 'Rows per page',
  firstPage: 'Go to first page',
  previousPage: 'Go to previous page',
  nextPage: 'Go to next page',
  lastPage: 'Go to last page',
} as const;

interface ListPagerProps {
  page: number;
  pageCount: number;
  pageSize: number;
  /** Undefined until the server has answered: no count is said before there is one. */
  total: number | undefined;
  /** Rows selected over all pages. */
  selectedCount: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/** Under a list, table or cards: how many rows are selected, rows per page, 'Page 1 of 3' and the page buttons. */
export function ListPager({
  page,
  pageCount,
  pageSize,
  total,
  selectedCount,
  onPageChange,
  onPageSizeChange,
}: ListPagerProps) {
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  // A page button that turns itself off (first or previous on page 1, next or last on the last page) hands the
  // focus to the button beside it that works, once it does, instead of losing it to the top of the page.
  const handOff = useRef<RefObject<HTMLButtonElement | null> | null>(null);
  const turnTo = (target: number) => {
    onPageChange(target);
    handOff.current = target <= 1 ? nextButton : target >= pageCount ? previousButton : null;
  };
  useEffect(() => {
    const button = handOff.current?.current;
    if (!button || button.disabled) return;
    handOff.current = null;
    const active = document.activeElement;
    // Not if the focus has gone on elsewhere meanwhile.
    if (!active || active === document.body || active.closest('.logistics-pages')) button.focus();
  });
  return (
    <Flex justify="space-between" align="center" gap="middle" wrap>
      <Typography.Text type="secondary">
        {total === undefined ? null : pagerTexts.selected(selectedCount, total)}
      </Typography.Text>
      <Flex align="center" gap="large" wrap>
        <Space>
          <Typography.Text id="rows-per-page-label">{pagerTexts.rowsPerPage}</Typography.Text>
          <Select
            aria-labelledby="rows-per-page-label"
            value={pageSize}
            onChange={(value: number) => onPageSizeChange(value)}
            options={PAGE_SIZES.map((size) => ({ value: size, label: String(size) }))}
            style={{ width: 76 }}
          />
        </Space>
        {total === undefined ? null : (
          <Typography.Text strong>{pagerTexts.page(Math.min(page, pageCount), pageCount)}</Typography.Text>
        )}
        <Space size={4} className="logistics-pages">
          <Button
            aria-label={pagerTexts.firstPage}
            icon={<DoubleLeftOutlined />}
            disabled={page <= 1}
            onClick={() => turnTo(1)}
          />
          <Button
            ref={previousButton}
            aria-label={pagerTexts.previousPage}
            icon={<LeftOutlined />}
            disabled={page <= 1}
            onClick={() => turnTo(page - 1)}
          />
          <Button
            ref={nextButton}
            aria-label={pagerTexts.nextPage}
            icon={<RightOutlined />}
            disabled={page >= pageCount}
            onClick={() => turnTo(page + 1)}
          />
          <Button
            aria-label={pagerTexts.lastPage}
            icon={<DoubleRightOutlined />}
            disabled={page >= pageCount}
            onClick={() => turnTo(pageCount)}
          />
        </Space>
      </Flex>
    </Flex>
  );
}
