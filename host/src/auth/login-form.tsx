import { Button, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useLoginMutation } from '@logistics/shared/api/auth';
import { loginSchema } from '@logistics/shared/contracts/auth';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { authMessages } from '@logistics/shared/contracts/messages';
import { FormLayout, TextField, useZodForm } from '@logistics/shared/ui/form';
import { SubmitButton } from '@logistics/shared/ui/submit-button';
import { useToasts } from '@logistics/shared/ui/toasts';

/** Email and password; on success the token is stored and the user goes to /{role}. */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigate();
  const toasts = useToasts();
  const login = useLoginMutation();
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      if (answer.message) toasts.success(answer.message);
      navigate(prefixOf(answer.user.role), { replace: true });
    } catch (error) {
      toasts.error(error, authMessages.loginFormDefault);
    }
  });

  return (
    <FormLayout id="login-form" onSubmit={onSubmit}>
      <TextField
        control={form.control}
        name="email"
        id="login-email"
        label="Email"
        type="email"
        placeholder="name@example.com"
        autoComplete="username"
        required
      />
      <TextField
        control={form.control}
        name="password"
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
        <Button type="link" size="small" onClick={onForgotPassword} style={{ paddingInline: 0 }}>
          Forgot Password?
        </Button>
      </Flex>
      <SubmitButton block loading={login.isPending}>
        Login
      </SubmitButton>
    </FormLayout>
  );
}
