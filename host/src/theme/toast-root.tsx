import { ToastHost } from '@logistics/shared/ui/toast-host';
import { ThemeProvider } from './theme-provider';

/** The page's one toast host, in its own antd theme context: it outlives every route. */
export default function ToastRoot() {
  return (
    <ThemeProvider bare>
      <ToastHost />
    </ThemeProvider>
  );
}
