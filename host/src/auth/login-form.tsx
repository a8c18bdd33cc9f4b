import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@logistics/shared/ui/router';
import { useLoginMutation } from '@logistics/shared/api/auth';
import { loginSchema } from '@logistics/shared/contracts/auth';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { authMessages } from '@logistics/shared/contracts/messages';
import type { Role } from '@logistics/shared/contracts/roles';
import { useZodForm } from '@logistics/shared/ui/zod-form';
import { useToasts } from '@logistics/shared/ui/toasts';
import { AuthForm, AuthSubmitButton, AuthTextField } from './auth-fields';
import { prepareHome } from './prepare-home';

/** Email and password; on success the token is stored and the user goes to /{role}. */
export function LoginForm({
  onForgotPassword,
  onSignedIn,
  email = '',
}: {
  onForgotPassword: () => void;
  /** Told the role as soon as the login succeeds, before the role's screen has loaded. */
  onSignedIn?: (role: Role) => void;
  /** The address to start from: the one just registered. */
  email?: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toasts = useToasts('login-form');
  const login = useLoginMutation();
  const form = useZodForm(loginSchema, { defaultValues: { email, password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await login.mutateAsync(values);
      prepareHome(answer.user.role, answer.user.id, queryClient);
      if (answer.message) toasts.success(answer.message);
      onSignedIn?.(answer.user.role);
      navigate(prefixOf(answer.user.role), { replace: true });
    } catch (error) {
      toasts.error(error, authMessages.loginFormDefault);
    }
  });

  return (
    <AuthForm id="login-form" onSubmit={onSubmit}>
      <AuthTextField
        control={form.control}
        name="email"
        id="login-email"
        label="Email"
        type="email"
        placeholder="name@example.com"
        autoComplete="username"
      />
      <AuthTextField
        control={form.control}
        name="password"
        id="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <div className="auth-forgot">
        <button type="button" className="auth-link" onClick={onForgotPassword}>
          Forgot Password?
        </button>
      </div>
      <AuthSubmitButton busy={login.isPending}>Login</AuthSubmitButton>
    </AuthForm>
  );
}
