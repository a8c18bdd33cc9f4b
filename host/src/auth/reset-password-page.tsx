import { Layout } from '@logistics/shared/ui/antd';
import { useNavigate, useSearchParams } from '@logistics/shared/ui/router';
import { useResetPasswordMutation } from '@logistics/shared/api/auth';
import { resetPasswordFormSchema } from '@logistics/shared/contracts/auth';
import { authMessages } from '@logistics/shared/contracts/messages';
import { FormDialog } from '@logistics/shared/ui/form-dialog';
import { TextField, useZodForm } from '@logistics/shared/ui/form';
import { useToasts } from '@logistics/shared/ui/toasts';
import { AUTHENTICATION_PATH } from '../access/require-role';
import { RESET_PASSWORD_TITLE } from './forgot-password-dialog';

/** /reset-password?token=…: the link from the reset e-mail. */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const toasts = useToasts('reset-password-form');
  const resetPassword = useResetPasswordMutation();
  const form = useZodForm(resetPasswordFormSchema, {
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      // The stored token is removed by the mutation on success; then the user logs in again.
      const answer = await resetPassword.mutateAsync({ token, newPassword: values.newPassword });
      toasts.success(answer.message || authMessages.passwordReset);
      navigate(AUTHENTICATION_PATH, { replace: true });
    } catch (error) {
      toasts.error(error, authMessages.resetFormDefault);
    }
  });

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <FormDialog
        open
        title={RESET_PASSWORD_TITLE}
        description="Enter your new Password below."
        submitLabel="Reset Password"
        submitting={resetPassword.isPending}
        onSubmit={onSubmit}
        onCancel={() => navigate(AUTHENTICATION_PATH)}
        formId="reset-password-form"
      >
        <TextField
          control={form.control}
          name="newPassword"
          id="reset-new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
        />
        <TextField
          control={form.control}
          name="confirmPassword"
          id="reset-confirm-password"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          required
        />
      </FormDialog>
    </Layout>
  );
}
