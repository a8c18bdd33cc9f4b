import { Button, Modal, Typography } from '@logistics/shared/ui/antd';
import type { FormEventHandler, ReactNode } from 'react';
import { FormLayout } from '@logistics/shared/ui/form';
import { SubmitButton } from '@logistics/shared/ui/submit-button';

export interface FormDialogProps {
  open: boolean;
  title: string;
  description?: string;
  /** The submit button's text ('Create', 'Update', …). */
  submitLabel: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** Unique on the page: the footer's submit button targets the form by it. */
  formId: string;
  /** Shown above the form, such as the warning that the row changed underneath (ui/changed-underneath.tsx). */
  notice?: ReactNode;
  children: ReactNode;
}

/** The create and edit dialog of a resource: a form in a modal, Cancel and a submit button that waits. */
export function FormDialog({
  open,
  title,
  description,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
  formId,
  notice,
  children,
}: FormDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={submitting ? undefined : onCancel}
      mask={{ closable: !submitting }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>,
        <SubmitButton key="submit" form={formId} loading={submitting}>
          {submitLabel}
        </SubmitButton>,
      ]}
    >
      {description ? <Typography.Paragraph type="secondary">{description}</Typography.Paragraph> : null}
      {notice}
      <FormLayout id={formId} onSubmit={onSubmit}>
        {children}
      </FormLayout>
    </Modal>
  );
}
