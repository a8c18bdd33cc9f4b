import { App as AntApp, ConfigProvider, theme } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { startThemeSync, useResolvedTheme } from '@logistics/shared/ui/theme';
import { TOAST } from '@logistics/shared/contracts/format';

/** antd follows the light or dark theme; toasts appear bottom-right, 4 s each, at most 3 (SPEC section 9). */
export function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => startThemeSync(), []);
  const resolved = useResolvedTheme();
  return (
    <ConfigProvider
      theme={{
        algorithm: resolved === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm,
        cssVar: { key: 'logistics' },
      }}
    >
      <AntApp
        style={{ minHeight: '100%' }}
        notification={{
          placement: TOAST.position,
          duration: TOAST.duration / 1000,
          maxCount: TOAST.max,
        }}
      >
        {children}
      </AntApp>
    </ConfigProvider>
  );
}
