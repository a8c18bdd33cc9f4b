import { Typography } from '@logistics/shared/ui/antd';
import type { ReactNode } from 'react';

/** Each page's heading: one h1, so a person (and a test) finds where they are. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
      {children}
    </Typography.Title>
  );
}
