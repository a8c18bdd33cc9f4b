// A type-only import: erased from the build, so the preview stays in its own chunk.
import type * as HomePreview from './home-preview';

type HomePreviewModule = typeof HomePreview;

let loaded: HomePreviewModule | null = null;

/** Loads the preview's chunk (while the login page idles). */
export async function loadHomePreview(): Promise<HomePreviewModule> {
  loaded ??= await import('./home-preview');
  return loaded;
}

/**
 * The preview's module once loaded, else null. Drawn directly rather than through React.lazy, which suspends on
 * its first render even when the chunk is already there: the preview exists to show at once.
 */
export function loadedHomePreview(): HomePreviewModule | null {
  return loaded;
}
