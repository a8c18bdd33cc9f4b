import { Button, type ButtonProps } from '@logistics/shared/ui/antd';
import { PLEASE_WAIT } from '@logistics/shared/contracts/messages';

/** SPEC section 2: a generic button shows a spinner and 'Please wait' while it is busy, and is disabled. */
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
      disabled={loading || props.disabled}
    >
      {loading ? PLEASE_WAIT : children}
    </Button>
  );
}
