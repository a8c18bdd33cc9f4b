import { Flex } from 'antd';
import { PageTitle } from '@logistics/shared/ui/page-title';

/** A page that later work builds out: for now only its title. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <Flex vertical gap="middle">
      <PageTitle>{title}</PageTitle>
    </Flex>
  );
}
