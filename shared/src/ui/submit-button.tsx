import { Button, type ButtonProps } from '@logistics/shared/ui/antd';
import { PLEASE_WAIT } from '@logistics/shared/contracts/messages';

/**
 * A generic button shows a spinner and 'Please wait' while it is busy, and is disabled. Disabled
 * as aria-disabled (antd's loading button ignores clicks and Enter), not the `disabled` attribute: a focused
 * button that turns disabled drops the focus to the page, where Escape no longer reaches its dialog.
 */
export function SubmitButton({
  loading = false,
  children,
  ...props
}: Omit<ButtonProps, 'loading'> & { loading?: boolean }) {
  return (
    <Button
      type="primary"
      htmlType="submit"
      {...props}
      loading={loading}
      aria-disabled={loading || props.disabled ? true : undefined}
    >
      {loading ? PLEASE_WAIT : children}
    </Button>
  );
}
