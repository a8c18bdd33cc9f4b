import { Button, Modal, Typography } from 'antd';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The wording from shared/contracts (deleteConfirmation). */
  message: string;
  title?: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** SPEC section 2: the delete confirmation, with Cancel and Confirm; Confirm is disabled while loading. */
export function ConfirmDeleteDialog({
  open,
  message,
  title = 'Confirm delete',
  loading,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={loading ? undefined : onCancel}
      mask={{ closable: !loading }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={loading}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" danger onClick={onConfirm} loading={loading} disabled={loading}>
          Confirm
        </Button>,
      ]}
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
    </Modal>
  );
}
