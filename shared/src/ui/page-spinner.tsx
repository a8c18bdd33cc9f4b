import { Flex, Spin } from '@logistics/shared/ui/antd';

/** A page's content while it loads: a spinner in the middle of the page, named for a screen reader. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Flex justify="center" style={{ margin: '4rem 0' }}>
      <Spin aria-label={label} />
    </Flex>
  );
}
