import { useRegisterMutation } from '@logistics/shared/api/auth';
import { registrationSchema } from '@logistics/shared/contracts/auth';
import { authMessages } from '@logistics/shared/contracts/messages';
import { useZodForm } from '@logistics/shared/ui/zod-form';
import { useToasts } from '@logistics/shared/ui/toasts';
import { AuthForm, AuthSubmitButton, AuthTextField } from './auth-fields';

/** Name, email and password; the new account waits for an admin to give it a role. */
export function RegistrationForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const toasts = useToasts('registration-form');
  const register = useRegisterMutation();
  const form = useZodForm(registrationSchema, { defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const answer = await register.mutateAsync(values);
      toasts.success(answer.message || authMessages.registered);
      form.reset();
      // The Login tab starts from the address just registered.
      onRegistered(values.email);
    } catch (error) {
      toasts.error(error, authMessages.registrationFormDefault);
    }
  });

  return (
    <AuthForm id="registration-form" onSubmit={onSubmit}>
      <AuthTextField control={form.control} name="name" id="register-name" label="Name" autoComplete="name" />
      <AuthTextField
        control={form.control}
        name="email"
        id="register-email"
        label="Email"
        type="email"
        placeholder="name@example.com"
        autoComplete="email"
      />
      <AuthTextField
        control={form.control}
        name="password"
        id="register-password"
        label="Password"
        type="password"
        autoComplete="new-password"
      />
      <AuthSubmitButton busy={register.isPending}>Register</AuthSubmitButton>
    </AuthForm>
  );
}
