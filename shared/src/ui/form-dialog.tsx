import { Alert, Button, Modal, Typography } from '@logistics/shared/ui/antd';
import { BusyModal } from '@logistics/shared/ui/busy-modal';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEventHandler,
  type ReactNode,
} from 'react';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import { uiText } from '@logistics/shared/contracts/messages';
import { ReloadButton } from '@logistics/shared/ui/changed-underneath';
import { LEAVE_REQUEST, UNSAVED_ATTRIBUTE, type LeaveRequest } from '@logistics/shared/ui/dialog-focus';
import { FormLayout } from '@logistics/shared/ui/form';
import { ReadOnlyFields } from '@logistics/shared/ui/read-only';
import { UNSAFE_NavigationContext } from '@logistics/shared/ui/router';
import { SubmitButton } from '@logistics/shared/ui/submit-button';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /**
   * The submit button's text ('Create', 'Update', …); without it the dialog has no submit button (a role that
   * may only look) and its fields show as text. Its title then says 'View …' (uiText.viewTitle).
   */
  submitLabel?: string;
  submitting: boolean;
  /** Something else is being saved (a document's line): the dialog waits, but its submit button does not spin. */
  busy?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Unique on the page: the footer's submit button targets the form by it. */
  formId: string;
  /** The modal's width; antd's default without it. A document with lines needs room for them. */
  width?: number;
  /** Shown above the form, such as the warning that the row changed underneath (ui/changed-underneath.tsx). */
  notice?: ReactNode;
  /**
   * The form holds changes not saved yet (react-hook-form's isDirty): closing the dialog, reloading or leaving the
   * page asks first, so nothing typed is thrown away unasked.
   */
  dirty?: boolean;
  /** The server's refusal that names no field of the form: shown above the buttons, where the person looks. */
  refusal?: string | undefined;
  /** Loads the row someone else saved, offered beside the refusal (as the changed-row warning offers it). */
  refusalReload?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * A check the dialog runs before its submit (a line's quantity against the stock it shows): false stops the submit,
 * the check having marked its fields. The server stays the authority; this only says it sooner.
 */
export type SubmitCheck = () => boolean;

const SubmitChecks = createContext<Set<{ current: SubmitCheck }> | null>(null);

/** Registers a check the enclosing FormDialog runs before each submit. */
export function useSubmitCheck(check: SubmitCheck): void {
  const checks = useContext(SubmitChecks);
  const latest = useRef(check);
  latest.current = check;
  useEffect(() => {
    if (!checks) return undefined;
    const entry = latest;
    checks.add(entry);
    return () => {
      checks.delete(entry);
    };
  }, [checks]);
}

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

/**
 * Whether the changes in an open dialog were typed by someone other than the person now signed in: the session
 * became another person's under the open page (they signed in in another tab). Those changes are not theirs to keep
 * or save, nor is the question whether to discard them theirs to answer: the dialog closes, and whatever would have
 * asked (leaving the page, Back, Cancel) goes without asking. The same person signed in again (a new token, another
 * role) is still asked.
 */
function useTypedByAnother(open: boolean, close: () => void): () => boolean {
  const person = useSession((state) => currentClaims(state)?.id ?? null);
  // The person while the dialog is closed, and so the one who opened it while it is open.
  const opener = useRef(person);
  const typedByAnother = useCallback(() => {
    const now = currentClaims()?.id ?? null;
    return now !== null && opener.current !== null && now !== opener.current;
  }, []);
  const closeRef = useRef(close);
  closeRef.current = close;
  useEffect(() => {
    if (!open) opener.current = person;
    else if (typedByAnother()) closeRef.current();
  }, [open, person, typedByAnother]);
  return typedByAnother;
}

/** The create, edit and view dialog of a resource: a form in a modal, Cancel and a submit button that waits. */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  submitting,
  busy = false,
  onSubmit,
  onCancel,
  formId,
  width,
  notice,
  dirty = false,
  refusal,
  refusalReload,
  children,
}: FormDialogProps) {
  const waiting = submitting || busy;
  // What runs once the person chose Discard: closing the dialog, or that and a navigation.
  const [pending, setPending] = useState<(() => void) | null>(null);
  const guarded = open && dirty && Boolean(submitLabel);
  const typedByAnother = useTypedByAnother(open, onCancel);
  const ask = useCallback(
    (leave: () => void) => {
      if (guarded && !typedByAnother()) setPending(() => leave);
      else leave();
    },
    [guarded, typedByAnother],
  );
  const requestClose = () => ask(onCancel);
  useLeaveGuard(guarded, (navigate) =>
    ask(() => {
      onCancel();
      navigate();
    }),
  );
  useEffect(() => {
    if (!open) setPending(null);
  }, [open]);
  // Back and Forward (installDialogBackGuard): the history entry the dialog is on, and its question.
  const unsaved = useRef<HTMLDivElement>(null);
  // Read when the dialog turns unsaved, not on each render: a render between Back and the move back to this entry
  // would read the entry Back went to.
  const [entry, setEntry] = useState<unknown>(undefined);
  useEffect(() => {
    setEntry(guarded ? (window.history.state as { idx?: unknown } | null)?.idx : undefined);
  }, [guarded]);
  useEffect(() => {
    const element = unsaved.current;
    if (!guarded || !element) return undefined;
    const onLeave = (event: Event) => {
      const move = (event as LeaveRequest).detail;
      ask(() => {
        onCancel();
        move();
      });
    };
    element.addEventListener(LEAVE_REQUEST, onLeave);
    return () => element.removeEventListener(LEAVE_REQUEST, onLeave);
  }, [guarded, ask, onCancel]);
  const discard = () => {
    const leave = pending;
    setPending(null);
    leave?.();
  };

  // A refusal that names no field shows below the form: a dialog taller than the screen (a phone, a long form)
  // would draw it out of sight, and the person would see nothing happen. It is brought into view as it appears.
  const refusalAlert = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (refusal) refusalAlert.current?.scrollIntoView({ block: 'nearest' });
  }, [refusal]);

  const checks = useMemo(() => new Set<{ current: SubmitCheck }>(), []);
  const submit: FormEventHandler<HTMLFormElement> = (event) => {
    // Every check runs, so each marks its own fields.
    const failed = [...checks].map((check) => check.current()).includes(false);
    if (failed) {
      event.preventDefault();
      return;
    }
    onSubmit(event);
  };

  return (
    <BusyModal
      open={open}
      title={title}
      width={width}
      busy={waiting}
      onCancel={requestClose}
      actions={[
        ...(submitLabel
          ? [
              <SubmitButton key="submit" form={formId} loading={submitting} disabled={busy}>
                {submitLabel}
              </SubmitButton>,
            ]
          : []),
      ]}
    >
      {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
      {notice}
      <div ref={unsaved} {...(typeof entry === 'number' ? { [UNSAVED_ATTRIBUTE]: String(entry) } : {})}>
        <SubmitChecks.Provider value={checks}>
          <FormLayout id={formId} onSubmit={submit}>
            {/* Without a submit button nothing can be saved: the fields show their values as text. */}
            <ReadOnlyFields readOnly={!submitLabel}>{children}</ReadOnlyFields>
          </FormLayout>
        </SubmitChecks.Provider>
      </div>
      {refusal ? (
        <div ref={refusalAlert}>
          <Alert
            type="error"
            showIcon
            role="alert"
            title={refusal}
            style={{ marginTop: 16 }}
            action={refusalReload ? <ReloadButton onReload={refusalReload} /> : undefined}
          />
        </div>
      ) : null}
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
    </BusyModal>
  );
}
