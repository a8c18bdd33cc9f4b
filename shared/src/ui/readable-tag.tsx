import type { ReactNode } from 'react';
import { Tag, theme } from '@logistics/shared/ui/antd';

/**
 * A tag whose colour marks a kind (a status, an import's action) while its text keeps the theme's text colour:
 * antd's coloured tag texts (gold on cream, blue on navy) fall below the 4.5:1 contrast that text needs.
 */
export function ReadableTag({ color, children }: { color?: string | undefined; children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Tag color={color} style={{ marginInlineEnd: 0, ...(color ? { color: token.colorText } : {}) }}>
      {children}
    </Tag>
  );
}
