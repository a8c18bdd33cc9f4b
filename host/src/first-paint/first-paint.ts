/**
 * The login page drawn at build time (index.html, #first-paint): on screen before the app's scripts have run, it
 * takes what is typed, and holds a click (first-paint-script.ts) until the app's own login page takes it over
 * here. Its form submits nowhere meanwhile (method="dialog", login-page-markup.tsx).
 * What it buys (pnpm bench --only browser, 4x throttling): the login form usable at about 0.3 s instead of about
 * 1.0 s for the app's own form; kept for that margin, and drawn by the same AuthPage, so the page has one design.
 */
export const FIRST_PAINT_ID = 'first-paint';

export interface FirstPaintElement extends HTMLElement {
  /** The button or link clicked before the app started (set by first-paint-script.ts). */
  heldClick?: HTMLElement;
}

function firstPaintElement(): FirstPaintElement | null {
  return document.getElementById(FIRST_PAINT_ID);
}

/** The element at the same place under `to` as `element` is under `from` (the two trees are the same markup). */
function counterpart(element: Element, from: Element, to: Element): HTMLElement | null {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== from; node = node.parentElement) {
    if (!node.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  let found: Element | undefined = to;
  for (const index of path) found = found?.children[index];
  return found instanceof HTMLElement ? found : null;
}

/** Sets the value through the prototype's setter, so that React sees a change and its onChange runs. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Moves what the drawn page holds into the app's page, its root `page` (the same markup): each typed value (as an
 * input event, so the form's state has it), the focus and the caret, then the held click, and removes the drawn
 * copy. Called in a layout effect, so the browser never paints the two together.
 */
export function takeOverFirstPaint(page: HTMLElement): void {
  const firstPaint = firstPaintElement();
  const drawnPage = firstPaint?.firstElementChild;
  if (!firstPaint || !drawnPage) return removeFirstPaint();
  const focused = document.activeElement;
  for (const input of drawnPage.querySelectorAll('input')) {
    const target = counterpart(input, drawnPage, page);
    if (!(target instanceof HTMLInputElement) || target.type !== input.type) continue;
    if (input.value !== '') typeInto(target, input.value);
    if (input === focused) {
      target.focus();
      const { selectionStart, selectionEnd } = input;
      // After the form's re-render for the typed value (React writes the value again, which moves the caret).
      queueMicrotask(() => {
        // Only text-like inputs have a caret to put back (an e-mail field refuses the call).
        try {
          target.setSelectionRange(selectionStart, selectionEnd);
        } catch {
          // No caret to restore.
        }
      });
    }
  }
  const held = firstPaint.heldClick ? counterpart(firstPaint.heldClick, drawnPage, page) : null;
  firstPaint.remove();
  held?.click();
}

/** Removes the drawn login page when the app shows something else (a redirect, another page). */
export function removeFirstPaint(): void {
  firstPaintElement()?.remove();
}
