import { Card, Flex, Layout, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';

export const authTexts = {
  loginTab: 'Login',
  registrationTab: 'Registration',
  loginTitle: 'Login to Your Account',
  loginDescription: 'Enter your login credentials below.',
  registrationTitle: 'Create a New Account',
  registrationDescription: 'Fill in the details to register.',
} as const;

type AuthTab = 'login' | 'registration';

function Heading({ title, description }: { title: string; description: string }) {
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={2} style={{ fontSize: 22, marginBottom: 4 }}>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary">{description}</Typography.Text>
    </div>
  );
}

/** /authentication: the Login and Registration tabs (SPEC section 2). */
export default function AuthPage() {
  const [tab, setTab] = useState<AuthTab>('login');
  const [forgotOpen, setForgotOpen] = useState(false);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Flex align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
        <Card style={{ width: '100%', maxWidth: 420 }}>
          <Typography.Title level={1} style={{ fontSize: 18, textAlign: 'center', marginTop: 0 }}>
            Logistics Back Office
          </Typography.Title>
          <Tabs
            activeKey={tab}
            onChange={(key) => setTab(key as AuthTab)}
            centered
            destroyOnHidden
            items={[
              {
                key: 'login',
                label: authTexts.loginTab,
                children: (
                  <>
                    <Heading title={authTexts.loginTitle} description={authTexts.loginDescription} />
                    <LoginForm onForgotPassword={() => setForgotOpen(true)} />
                  </>
                ),
              },
              {
                key: 'registration',
                label: authTexts.registrationTab,
                children: (
                  <>
                    <Heading
                      title={authTexts.registrationTitle}
                      description={authTexts.registrationDescription}
                    />
                    <RegistrationForm onRegistered={() => setTab('login')} />
                  </>
                ),
              },
            ]}
          />
        </Card>
      </Flex>
      <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
    </Layout>
  );
}
