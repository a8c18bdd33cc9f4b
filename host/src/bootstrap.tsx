import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installDialogBackGuard, installDialogTabWrap } from '@logistics/shared/ui/dialog-focus';
import { App } from './app';

installDialogTabWrap();
installDialogBackGuard();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
