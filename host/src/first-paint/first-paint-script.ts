// index.html's first script, run before the page is drawn (its own small bundle: tooling/webpack.mjs). It puts
// the theme's class on the page, so the login page drawn at build time comes out in the right colours, and, at
// the login page, shows that drawn page (#first-paint) and holds a click on it until the app takes it over
// (first-paint.ts): the browser would otherwise submit the form itself.
import { resolveTheme } from '@logistics/shared/contracts/theme';
import { applyThemeClass, readThemePreference, systemPrefersDark } from '@logistics/shared/ui/theme-class';
import { AUTHENTICATION_PATH } from '../access/paths';
import { FIRST_PAINT_ID, type FirstPaintElement } from './first-paint';

applyThemeClass(resolveTheme(readThemePreference(), systemPrefersDark()));

const page = document.documentElement;
if (location.pathname === AUTHENTICATION_PATH) {
  page.classList.add('first-paint-login');
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button, a') : null;
      const firstPaint = target?.closest<FirstPaintElement>(`#${FIRST_PAINT_ID}`);
      if (!target || !firstPaint) return;
      event.preventDefault();
      firstPaint.heldClick = target as HTMLElement;
      if (target instanceof HTMLButtonElement && target.type === 'submit')
        target.setAttribute('aria-busy', 'true');
    },
    true,
  );
}
