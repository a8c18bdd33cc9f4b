/**
 * Runs `body` with the viewport under 768 px, as a phone's: every `max-width` media query matches (the app's
 * mobile layout asks `(max-width: 767px)`), and `window.matchMedia` is as it was afterwards, also when `body`
 * fails. Resolves when `body` has, so a test may await what it renders.
 */
export async function onPhone(body: () => void | Promise<void>): Promise<void> {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
  try {
    await body();
  } finally {
    window.matchMedia = original;
  }
}
