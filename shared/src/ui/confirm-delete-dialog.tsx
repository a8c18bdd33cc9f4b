import { DeleteOutlined } from '@logistics/shared/ui/icons';
import { Button, Typography, type ButtonProps } from '@logistics/shared/ui/antd';
import { BusyModal } from '@logistics/shared/ui/busy-modal';
import { useState } from 'react';
import { uiText } from '@logistics/shared/contracts/messages';

export interface ConfirmDeleteDialogProps {
  open: boolean;
  /** The wording from shared/contracts (deleteConfirmation, removeConfirmation). */
  message: string;
  title?: string;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The delete confirmation, with Cancel and Confirm; Confirm is disabled while loading and marked
 * as dangerous.
 */
export function ConfirmDeleteDialog({
  open,
  message,
  title = 'Confirm delete',
  loading,
  onConfirm,
  onCancel,
}: ConfirmDeleteDialogProps) {
  return (
    <BusyModal
      open={open}
      title={title}
      busy={loading}
      onCancel={onCancel}
      actions={[
        <Button key="confirm" type="primary" danger onClick={onConfirm} loading={loading} disabled={loading}>
          {uiText.confirm}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{message}</Typography.Paragraph>
    </BusyModal>
  );
}

export interface RemoveButtonProps {
  /** The button's text ('Remove'). */
  children: string;
  /** The button's accessible name when it must say more than its text ('Remove BILL-2026-001'). */
  'aria-label'?: string;
  /** The confirmation's title and wording (removeConfirmation from shared/contracts). */
  title: string;
  message: string;
  /** Removes the thing; the confirmation waits for it and closes whether it worked or not. */
  onRemove: () => Promise<unknown>;
  disabled?: boolean;
  size?: ButtonProps['size'];
}

/**
 * A Remove button that asks first, like every delete: the removal of a line or an order from a document goes
 * through the same confirmation (Cancel, Confirm marked dangerous and disabled while the call runs).
 */
export function RemoveButton({
  children,
  'aria-label': ariaLabel,
  title,
  message,
  onRemove,
  disabled,
  size,
}: RemoveButtonProps) {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(false);
  const confirm = async () => {
    setLoading(true);
    try {
      await onRemove();
    } finally {
      setLoading(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button
        size={size}
        danger
        icon={<DeleteOutlined />}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
        disabled={disabled}
      >
        {children}
      </Button>
      <ConfirmDeleteDialog
        open={open}
        title={title}
        message={message}
        loading={loading}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
