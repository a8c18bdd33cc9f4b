import { Flex, Typography } from '@logistics/shared/ui/antd';
import { Link } from '@logistics/shared/ui/router';

export const NOT_FOUND_TEXT = '404 Not Found!';

/** Any unknown path. */
export function NotFoundPage() {
  return (
    <Flex vertical align="center" justify="center" gap="middle" style={{ minHeight: '50vh', padding: 24 }}>
      <Typography.Title level={1}>{NOT_FOUND_TEXT}</Typography.Title>
      <Link to="/">Go back home</Link>
    </Flex>
  );
}
