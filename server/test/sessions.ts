import { roles, type Role } from '@logistics/shared/contracts/roles';
import { createAccount, login, loginAs, type Session, type TestContext } from './helpers.js';

/** Signed-in sessions as a suite needs them: the demo accounts it works as, and new accounts. */

type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : S;

/** A signed-in demo account of each role, by the role's name in camel case ('inventory-manager': inventoryManager). */
export type DemoSessions = { readonly [R in Role as CamelCase<R>]: Session };

const camelCase = (role: Role) => role.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/**
 * The demo accounts a suite works as, signed in by a beforeAll of the calling describe block. Only the roles the
 * suite takes when it is defined (`const { admin, captain } = demoSessions(t)`) sign in; each Session reads
 * the one the hook made, so tests and later hooks use it like any other.
 */
export function demoSessions(t: TestContext): DemoSessions {
  const sessions = new Map<Role, Session | undefined>();
  beforeAll(async () => {
    for (const role of sessions.keys()) sessions.set(role, await loginAs(t.app, role));
  });
  const made = (role: Role): Session => {
    const session = sessions.get(role);
    if (!session) {
      throw new Error(
        `the ${role} session was read before a beforeAll signed it in (take it where the suite is defined)`,
      );
    }
    return session;
  };
  const demo: Record<string, Session> = {};
  for (const role of roles) {
    const session: Session = {
      get token() {
        return made(role).token;
      },
      get user() {
        return made(role).user;
      },
      get headers() {
        return made(role).headers;
      },
    };
    Object.defineProperty(demo, camelCase(role), {
      enumerable: true,
      get: () => {
        if (!sessions.has(role)) sessions.set(role, undefined);
        return session;
      },
    });
  }
  return demo as DemoSessions;
}

/** A new account of `role` (createAccount), signed in. */
export async function signedInAccount(
  context: TestContext,
  role: Role | null,
): Promise<{ id: string; email: string; password: string; session: Session }> {
  const account = await createAccount(context, role);
  return { ...account, session: await login(context.app, account.email, account.password) };
}
