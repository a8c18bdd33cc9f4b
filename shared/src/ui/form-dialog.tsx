import { Alert, Typography } from '@logistics/shared/ui/antd';
import { BusyModal } from '@logistics/shared/ui/busy-modal';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type FormEventHandler,
  type ReactNode,
} from 'react';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import { ReloadButton } from '@logistics/shared/ui/changed-underneath';
import { FormLayout } from '@logistics/shared/ui/form';
import { ReadOnlyFields } from '@logistics/shared/ui/read-only';
import { SubmitButton } from '@logistics/shared/ui/submit-button';
import { useDiscardQuestion } from '@logistics/shared/ui/unsaved-changes';

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
  const typedByAnother = useTypedByAnother(open, onCancel);
  // Closing the dialog, and leaving its page, ask first while it holds changes; leaving closes it too.
  const unsaved = useDiscardQuestion({
    guarded: open && dirty && Boolean(submitLabel),
    askNot: typedByAnother,
    beforeLeaving: onCancel,
  });
  const requestClose = () => unsaved.ask(onCancel);

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
      <div {...unsaved.holder}>
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
      {unsaved.question}
    </BusyModal>
  );
}
