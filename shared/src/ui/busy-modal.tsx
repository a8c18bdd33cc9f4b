import type { ReactNode } from 'react';
import { Button, Modal } from '@logistics/shared/ui/antd';
import { uiText } from '@logistics/shared/contracts/messages';

export interface BusyModalProps {
  open?: boolean;
  title: ReactNode;
  width?: number;
  /** True while the dialog's request is on its way. */
  busy: boolean;
  onCancel: () => void;
  /** The buttons after Cancel. */
  actions: ReactNode[];
  children: ReactNode;
}

/**
 * A dialog with Cancel and its own actions that stays open while its request is on its way (Esc, the mask and the
 * close button do nothing, Cancel is disabled), so the person sees how what they sent ended.
 */
export function BusyModal({ open = true, title, width, busy, onCancel, actions, children }: BusyModalProps) {
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={busy ? undefined : onCancel}
      mask={{ closable: !busy }}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onCancel} disabled={busy}>
          {uiText.cancel}
        </Button>,
        ...actions,
      ]}
    >
      {children}
    </Modal>
  );
}
