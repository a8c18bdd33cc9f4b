import { Button, Modal, Typography } from '@logistics/shared/ui/antd';
import type { FormEventHandler, ReactNode } from 'react';
import { uiText } from '@logistics/shared/contracts/messages';
import { FormLayout } from '@logistics/shared/ui/form';
import { ReadOnlyFields } from '@logistics/shared/ui/read-only';
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
  children: ReactNode;
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
  children,
}: FormDialogProps) {
  const waiting = submitting || busy;
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={waiting ? undefined : onCancel}
      mask={{ closable: !waiting }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={waiting}>
          {uiText.cancel}
        </Button>,
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
      <FormLayout id={formId} onSubmit={onSubmit}>
        {/* Without a submit button nothing can be saved: the fields show their values as text. */}
        <ReadOnlyFields readOnly={!submitLabel}>{children}</ReadOnlyFields>
      </FormLayout>
    </Modal>
  );
}
