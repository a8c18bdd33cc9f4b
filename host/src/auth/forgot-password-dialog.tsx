import { useEffect } from 'react';
import { useRequestPasswordResetMutation } from '@logistics/shared/api/auth';
import { forgotPasswordSchema } from '@logistics/shared/contracts/auth';
import { authMessages } from '@logistics/shared/contracts/messages';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useToasts } from '@logistics/shared/ui/toasts';

export const RESET_PASSWORD_TITLE = 'Reset Password';

/** 'Forgot Password?': asks only for the e-mail the reset link goes to. */
export function ForgotPasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const toasts = useToasts('forgot-password-form');
  const requestReset = useRequestPasswordResetMutation();
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: '' } });
  const { reset } = form;
  useEffect(() => {
    if (open) reset({ email: '' });
  }, [open, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await requestReset.mutateAsync(values);
      toasts.success(answer.message || authMessages.resetLinkSent);
      onClose();
    } catch (error) {
      toasts.error(error, authMessages.forgotFormDefault);
    }
  });

  return (
    <FormDialog
      open={open}
      title={RESET_PASSWORD_TITLE}
      description="Enter your email to receive a password reset link."
      submitLabel="Send Reset Link"
      submitting={requestReset.isPending}
      onSubmit={onSubmit}
      onCancel={onClose}
      formId="forgot-password-form"
    >
      <TextField
        control={form.control}
        name="email"
        id="forgot-email"
        label="Email"
        type="email"
        placeholder="name@example.com"
        autoComplete="email"
        required
        autoFocus
      />
    </FormDialog>
  );
}
