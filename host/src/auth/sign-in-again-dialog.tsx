import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Alert, Button, Flex, Modal, Typography } from '@logistics/shared/ui/antd';
import { useNavigate } from '@logistics/shared/ui/router';
import { useLoginMutation } from '@logistics/shared/api/auth';
import { useSession } from '@logistics/shared/api/session';
import { loginSchema } from '@logistics/shared/contracts/auth';
import { authMessages, sessionEndedTexts } from '@logistics/shared/contracts/messages';
import { FormLayout, TextField } from '@logistics/shared/ui/form';
import { errorMessage } from '@logistics/shared/ui/toasts';
import { useZodForm } from '@logistics/shared/ui/zod-form';
import { AUTHENTICATION_PATH } from '../access/paths';
import { sessionResumed, useEndedSession } from './ended-session';
import { signOutState } from './sign-out';

/**
 * Over the page whose session the server ended: the person signs in again and goes on where they were (the page,
 * an open form and what was typed in it all stay), or signs out. It cannot be dismissed otherwise: behind it every
 * call would be refused.
 */
export function SignInAgainDialog() {
  const message = useEndedSession((state) => state.message);
  return message === null ? null : <SignInAgain message={message} />;
}

function SignInAgain({ message }: { message: string }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const login = useLoginMutation();
  const [ended] = useState(() => useSession.getState());
  const token = useSession((state) => state.token);
  const [refusal, setRefusal] = useState<string>();
  // Checked when sent, not as the password field loses the focus: a message appearing then would move the buttons
  // under a click on Sign out.
  const form = useZodForm(loginSchema, {
    mode: 'onSubmit',
    defaultValues: { email: ended.claims?.email ?? '', password: '' },
  });

  // The same person in the same role goes on with the page, the reads refused meanwhile asked again. Anyone else, or
  // the account under another role, starts at that role's home with nothing read before (useReadsOfOneReader). Once:
  // a sign-in here also changes the stored token, which the effect below follows.
  const resume = () => {
    if (useEndedSession.getState().message === null) return;
    sessionResumed();
    const { claims } = useSession.getState();
    if (claims?.id === ended.claims?.id && claims?.role === ended.claims?.role)
      void client.invalidateQueries();
  };

  // Signed in again in another tab: the stored token changed under the page.
  useEffect(() => {
    if (token && token !== ended.token) resume();
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(undefined);
    try {
      await login.mutateAsync(values);
      resume();
    } catch (error) {
      setRefusal(errorMessage(error, authMessages.loginFormDefault));
    }
  });
  const signOut = () => void navigate(AUTHENTICATION_PATH, { replace: true, state: signOutState('forget') });
  // Closed, the focus goes back to where the person was (the field they were typing in); gone with its page (Sign
  // out, once any question about unsaved changes is answered), nothing is left to resume.
  const [returnTo] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      sessionResumed();
      if (returnTo instanceof HTMLElement && returnTo.isConnected) returnTo.focus();
    },
    [returnTo],
  );

  return (
    <Modal
      open
      title={sessionEndedTexts.title}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      footer={
        <Flex justify="end" gap="small">
          <Button onClick={signOut}>{sessionEndedTexts.signOut}</Button>
          <Button type="primary" htmlType="submit" form="sign-in-again-form" loading={login.isPending}>
            {sessionEndedTexts.signIn}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap="middle">
        <Alert
          type="warning"
          showIcon
          title={message}
          description={
            message === authMessages.roleChanged ? sessionEndedTexts.roleChanged : sessionEndedTexts.kept
          }
        />
        <FormLayout id="sign-in-again-form" onSubmit={onSubmit}>
          <TextField
            control={form.control}
            name="email"
            id="sign-in-again-email"
            label="Email"
            type="email"
            disabled
          />
          <TextField
            control={form.control}
            name="password"
            id="sign-in-again-password"
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus
          />
          {refusal ? (
            <Typography.Text type="danger" role="alert">
              {refusal}
            </Typography.Text>
          ) : null}
        </FormLayout>
      </Flex>
    </Modal>
  );
}
