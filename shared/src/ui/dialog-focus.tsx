/**
 * Tab wraps round inside an open modal dialog (WAI-ARIA dialog pattern). antd's modal pulls the focus back when it
 * lands elsewhere on the page, but from its last control Tab leaves the page itself (the dialog is the end of the
 * document) for the browser's own bar, and nothing brings it back until the next Tab: here the last control's Tab
 * goes to the first, and the first's Shift+Tab to the last.
 */

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"]):not([disabled])';

function openDialog(): HTMLElement | undefined {
  const dialogs = Array.from(document.querySelectorAll<HTMLElement>('[role="dialog"][aria-modal="true"]'));
  return dialogs.filter((dialog) => dialog.getClientRects().length > 0).at(-1);
}

function tabbablesIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0,
  );
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Tab' || event.defaultPrevented) return;
  const dialog = openDialog();
  if (!dialog) return;
  const stops = tabbablesIn(dialog);
  const first = stops[0];
  const last = stops.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !dialog.contains(active);
  if (event.shiftKey ? active === first || outside : active === last || outside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/**
 * Puts the focus on the first field of the dialog's form (not a button such as a sale's Print): after the control
 * that had it went away with what it was on (a Reload with its warning), instead of letting it fall to the page
 * behind the dialog.
 */
export function focusFirstFieldIn(dialog: Element | null): void {
  const form = dialog?.querySelector<HTMLElement>('form');
  if (form)
    tabbablesIn(form)
      .find((element) => element.matches('input, textarea, select'))
      ?.focus();
}

let installed = false;

/** Listens once for the whole page. */
export function installDialogTabWrap(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  window.addEventListener('keydown', onKeyDown);
}

/** On a dialog's element while it holds unsaved changes: Back and Forward ask it first. */
export const UNSAVED_ATTRIBUTE = 'data-unsaved-changes';
/** Sent to that element when Back or Forward would leave it; its detail moves the page on once it may. */
export const LEAVE_REQUEST = 'logistics-leave-request';
export type LeaveRequest = CustomEvent<() => void>;

const indexOf = (state: unknown) => (state as { idx?: unknown } | null)?.idx;

let backGuarded = false;

/**
 * Back and Forward ask a dialog with unsaved changes first. The router's history numbers its entries (state.idx)
 * and listens to popstate itself, navigating at once: this listener, installed before the router mounts, runs
 * first. While a dialog is marked unsaved it keeps the router from hearing of the move, goes back to the entry the
 * dialog is on, and asks the dialog, which moves the page on if the person chose to leave.
 */
export function installDialogBackGuard(): void {
  if (backGuarded || typeof window === 'undefined') return;
  backGuarded = true;
  window.addEventListener('popstate', (event) => {
    const dialog = document.querySelector(`[${UNSAVED_ATTRIBUTE}]`);
    const here = Number(dialog?.getAttribute(UNSAVED_ATTRIBUTE));
    const to = indexOf(event.state);
    if (!dialog || !Number.isInteger(here) || typeof to !== 'number') return;
    event.stopImmediatePropagation();
    // The move back to the dialog's own entry, which the router need not hear of either.
    if (to === here) return;
    const back = here - to;
    window.history.go(back);
    dialog.dispatchEvent(new CustomEvent(LEAVE_REQUEST, { detail: () => window.history.go(-back) }));
  });
}
