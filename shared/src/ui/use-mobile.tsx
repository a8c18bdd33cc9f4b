import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@logistics/shared/contracts/format';

/** The media query of the mobile layout: a viewport under 768 px. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

/** The person asked their system for less motion (an accessibility setting). */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/** Whether a media query matches now; follows its changes (a resize, a system setting). False without a window. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (!canMatch()) return () => undefined;
      const media = window.matchMedia(query);
      media.addEventListener('change', notify);
      return () => media.removeEventListener('change', notify);
    },
    () => canMatch() && window.matchMedia(query).matches,
    () => false,
  );
}

/** True while the viewport is under 768 px; follows resizes. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
