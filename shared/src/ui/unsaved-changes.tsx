import { Button, Modal, Typography } from '@logistics/shared/ui/antd';
import { useCallback, useContext, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { uiText } from '@logistics/shared/contracts/messages';
import { LEAVE_REQUEST, UNSAVED_ATTRIBUTE, type LeaveRequest } from '@logistics/shared/ui/dialog-focus';
import { UNSAFE_NavigationContext } from '@logistics/shared/ui/router';

// Nothing typed is thrown away unasked: while a form holds changes, closing its dialog, a link, Back and Forward,
// reloading and closing the tab ask first ('Discard unsaved changes?'). A dialog (FormDialog) and a page's own
// form (the profile) ask the same question through useDiscardQuestion.

type NavigateArgs = [to: string | { pathname?: string }, ...rest: unknown[]];
interface HistoryLike {
  push: (...args: NavigateArgs) => void;
  replace: (...args: NavigateArgs) => void;
}

/** The path a navigation goes to; a change of the query or the hash stays on the page that holds the dialog. */
function pathOf(to: NavigateArgs[0]): string {
  if (typeof to === 'string') return new URL(to, window.location.href).pathname;
  return to.pathname ?? window.location.pathname;
}

/**
 * While `active`, the page asks before it goes: the browser's own prompt on reload, closing the tab or leaving the
 * site (beforeunload), and `ask` for an in-app navigation to another page (a link, the sidebar, navigate()). The
 * product's router is a plain BrowserRouter, which has no blocker of its own: its history's push and replace are
 * held back while active, and run once the person chose to leave. Back and Forward: installDialogBackGuard.
 */
function useLeaveGuard(active: boolean, ask: (leave: () => void) => void): void {
  const navigation = useContext(UNSAFE_NavigationContext) as { navigator?: unknown } | null;
  const navigator = navigation?.navigator as Partial<HistoryLike> | undefined;
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(() => {
    if (!active) return undefined;
    // Once the person chose to leave, the navigation goes through (the dialog may not have closed yet).
    let released = false;
    const leave = (go: () => void) => () => {
      released = true;
      go();
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (released) return;
      event.preventDefault();
      // Older Chromium shows the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const history = navigator;
    const { push, replace } = history ?? {};
    if (history && push && replace) {
      const guarded =
        (go: (...args: NavigateArgs) => void) =>
        (...args: NavigateArgs) => {
          if (!released && pathOf(args[0]) !== window.location.pathname) {
            askRef.current(leave(() => go.apply(history, args)));
            return;
          }
          go.apply(history, args);
        };
      history.push = guarded(push);
      history.replace = guarded(replace);
    }
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (history && push && replace) {
        history.push = push;
        history.replace = replace;
      }
    };
  }, [active, navigator]);
}

const noOne = () => false;
const nothing = () => undefined;

export interface DiscardQuestion {
  /** Runs `leave` at once, or once the person chose Discard while the form holds changes. */
  ask: (leave: () => void) => void;
  /** Spread on the element that holds the form: Back and Forward find it (installDialogBackGuard). */
  holder: { ref: RefObject<HTMLDivElement | null> } & Record<string, unknown>;
  /** The question, drawn while asked: Keep editing (the focus) or Discard. */
  question: ReactNode;
}

/**
 * The question a form with unsaved changes asks before they go. While `guarded`, a link or navigate() to another
 * page, Back and Forward, a reload and closing the tab ask first; `ask` asks it for anything else that would drop
 * the changes (a dialog's Cancel). `askNot`: go without asking (the changes were typed by someone no longer signed
 * in); `beforeLeaving` runs before a navigation the person let go (a dialog closes).
 */
export function useDiscardQuestion({
  guarded,
  askNot = noOne,
  beforeLeaving = nothing,
}: {
  guarded: boolean;
  askNot?: () => boolean;
  beforeLeaving?: () => void;
}): DiscardQuestion {
  // What runs once the person chose Discard: closing the dialog, or that and a navigation.
  const [pending, setPending] = useState<(() => void) | null>(null);
  const ask = useCallback(
    (leave: () => void) => {
      if (guarded && !askNot()) setPending(() => leave);
      else leave();
    },
    [guarded, askNot],
  );
  useLeaveGuard(guarded, (navigate) =>
    ask(() => {
      beforeLeaving();
      navigate();
    }),
  );
  useEffect(() => {
    if (!guarded) setPending(null);
  }, [guarded]);
  // Back and Forward (installDialogBackGuard): the history entry the form is on, and its question.
  const holder = useRef<HTMLDivElement>(null);
  // Read when the form turns unsaved, not on each render: a render between Back and the move back to this entry
  // would read the entry Back went to.
  const [entry, setEntry] = useState<unknown>(undefined);
  useEffect(() => {
    setEntry(guarded ? (window.history.state as { idx?: unknown } | null)?.idx : undefined);
  }, [guarded]);
  const leavingRef = useRef(beforeLeaving);
  leavingRef.current = beforeLeaving;
  useEffect(() => {
    const element = holder.current;
    if (!guarded || !element) return undefined;
    const onLeave = (event: Event) => {
      const move = (event as LeaveRequest).detail;
      ask(() => {
        leavingRef.current();
        move();
      });
    };
    element.addEventListener(LEAVE_REQUEST, onLeave);
    return () => element.removeEventListener(LEAVE_REQUEST, onLeave);
  }, [guarded, ask]);
  const discard = () => {
    const leave = pending;
    setPending(null);
    leave?.();
  };
  const question = (
    <Modal
      open={pending !== null}
      title={uiText.discardTitle}
      width={420}
      onCancel={() => setPending(null)}
      // The safe choice has the focus from the moment the question is drawn (antd's modal would put it on its own
      // box once its animation ends): Enter keeps editing. Mounted afresh for each question, so autoFocus applies.
      destroyOnHidden
      // No close button: Keep editing is what it would do, and so the first place antd's focus lock lands when it
      // takes the focus back into the question (as it did on a busy machine, onto that button, before Keep editing).
      closable={false}
      footer={[
        <Button key="keep" autoFocus onClick={() => setPending(null)}>
          {uiText.keepEditing}
        </Button>,
        <Button key="discard" type="primary" danger onClick={discard}>
          {uiText.discard}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{uiText.discardDescription}</Typography.Paragraph>
    </Modal>
  );
  return {
    ask,
    holder: { ref: holder, ...(typeof entry === 'number' ? { [UNSAVED_ATTRIBUTE]: String(entry) } : {}) },
    question,
  };
}
