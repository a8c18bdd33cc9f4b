import { useLayoutEffect, useRef, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Navigate } from '@logistics/shared/ui/router';
import { currentClaims, useSession } from '@logistics/shared/api/session';
import { prefixOf } from '@logistics/shared/contracts/menus';
import { COMPANY } from '@logistics/shared/contracts/print';
import { lazyDialog } from '@logistics/shared/ui/lazy-part';
import type { Role } from '@logistics/shared/contracts/roles';
import { takeOverFirstPaint } from '../first-paint/first-paint';
import { PageSpinner } from '../page-spinner';
import { LoginForm } from './login-form';
import { RegistrationForm } from './registration-form';
import { useSignOutOnArrival } from './sign-out';

export const authTexts = {
  loginTab: 'Login',
  registrationTab: 'Registration',
  loginTitle: 'Login to Your Account',
  loginDescription: 'Enter your login credentials below.',
  registrationTitle: 'Create a New Account',
  registrationDescription: 'Fill in the details to register.',
} as const;

// The dialog is drawn with antd: its code and antd's theme load when it is first opened (by then antd is usually
// loaded already), one fetch that either brings both or says it could not.
const ForgotPasswordDialog = lazyDialog(async () => {
  const [{ ForgotPasswordDialog: Dialog }, { ThemeProvider }] = await Promise.all([
    import('./forgot-password-dialog'),
    import('../theme/theme-provider'),
  ]);
  return {
    default: (props: ComponentProps<typeof Dialog>) => (
      <ThemeProvider bare>
        <Dialog {...props} />
      </ThemeProvider>
    ),
  };
});

const tabs = [
  {
    key: 'login',
    label: authTexts.loginTab,
    title: authTexts.loginTitle,
    description: authTexts.loginDescription,
  },
  {
    key: 'registration',
    label: authTexts.registrationTab,
    title: authTexts.registrationTitle,
    description: authTexts.registrationDescription,
  },
] as const;
type AuthTab = (typeof tabs)[number]['key'];

/** /authentication: the Login and Registration tabs, drawn without antd so it shows at once. */
export default function AuthPage() {
  const [tab, setTab] = useState<AuthTab>('login');
  // undefined: never opened, so the dialog's code is not loaded.
  const [forgotOpen, setForgotOpen] = useState<boolean | undefined>(undefined);
  const current = tabs.find((item) => item.key === tab) ?? tabs[0];
  const tabButtons = useRef<Partial<Record<AuthTab, HTMLButtonElement | null>>>({});
  // Signed in: the role's home is on its way (a navigation that renders in the background).
  const [signedIn, setSignedIn] = useState<Role | null>(null);
  // A user who arrives signed in (with a role) has nothing to do here: their home instead. Read on arrival only,
  // so a login made on this page goes on through its own navigation.
  const claims = useSession(currentClaims);
  // Sent here by Sign out: the session ends here, not on the page left, where it would have swept that page (and
  // its question about unsaved changes) away before the person chose to leave it.
  const signingOut = useSignOutOnArrival();
  const [arrivedAs] = useState(() => (signingOut ? null : (claims?.role ?? null)));
  // The address just registered, waiting in the Login tab.
  const [registeredEmail, setRegisteredEmail] = useState('');

  // The same page drawn at build time gives way to this one, with what was typed and clicked on it.
  const page = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (page.current) takeOverFirstPaint(page.current);
  }, []);

  // WAI-ARIA tabs: the arrow keys, Home and End move between the tabs.
  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.findIndex((item) => item.key === tab);
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next === -1) return;
    event.preventDefault();
    const key = tabs[next]!.key;
    setTab(key);
    tabButtons.current[key]?.focus();
  };

  if (arrivedAs && claims?.role === arrivedAs) return <Navigate to={prefixOf(arrivedAs)} replace />;

  if (signedIn) {
    return <PageSpinner />;
  }

  return (
    <main className="auth-page" ref={page}>
      <div className="auth-card">
        <h1 className="auth-product">{COMPANY.name}</h1>
        <div role="tablist" className="auth-tabs">
          {tabs.map((item) => (
            <button
              key={item.key}
              ref={(node) => {
                tabButtons.current[item.key] = node;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${item.key}`}
              aria-selected={tab === item.key}
              aria-controls={`auth-panel-${item.key}`}
              tabIndex={tab === item.key ? 0 : -1}
              className="auth-tab"
              onClick={() => setTab(item.key)}
              onKeyDown={onTabKeyDown}
            >
              {item.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`}>
          <div className="auth-heading">
            <h2>{current.title}</h2>
            <p>{current.description}</p>
          </div>
          {tab === 'login' ? (
            <LoginForm
              onForgotPassword={() => setForgotOpen(true)}
              onSignedIn={setSignedIn}
              email={registeredEmail}
            />
          ) : (
            <RegistrationForm
              onRegistered={(email) => {
                setRegisteredEmail(email);
                setTab('login');
              }}
            />
          )}
        </div>
      </div>
      {forgotOpen === undefined ? null : (
        <ForgotPasswordDialog open={forgotOpen} onClose={() => setForgotOpen(false)} />
      )}
    </main>
  );
}
