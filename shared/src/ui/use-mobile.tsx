import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT } from '@logistics/shared/contracts/format';

/** The media query of the mobile layout: a viewport under 768 px. */
export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;

function subscribe(notify: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const media = window.matchMedia(MOBILE_QUERY);
  media.addEventListener('change', notify);
  return () => media.removeEventListener('change', notify);
}

function snapshot(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(MOBILE_QUERY).matches
    : false;
}

/** True while the viewport is under 768 px; follows resizes. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
