import type { LoginInput, PublicUser, SignupInput } from '../../src/shared/auth.schema.ts';
import { messages } from '../../src/shared/messages.ts';
import { server } from './msw-server.ts';
import { TrpcFailure, trpcHandler, type FakeProcedure, type TrpcCall } from './msw-trpc.ts';

const person = (id: number, first_name: string, last_name: string, is_admin = false): PublicUser => {
  const username = first_name.toLowerCase();
  return { id, username, email: `${username}@example.org`, first_name, last_name, is_admin };
};
export const ada = person(1, 'Ada', 'Lovelace');
export const grace = person(2, 'Grace', 'Hopper', true);
export const PASSWORD = 'analytical-engine';

interface FakeAuthOptions {
  signedIn?: PublicUser | null;
  /** Adds or replaces procedures: the projects fake of msw-projects.ts, or one that fails. */
  overrides?: Record<string, FakeProcedure>;
}

/** A small in-memory auth server behind msw: Ada and Grace have accounts, both with PASSWORD. */
export function fakeAuthApi({ signedIn = null, overrides = {} }: FakeAuthOptions = {}) {
  const accounts = [ada, grace];
  const session = { user: signedIn };
  const calls: TrpcCall[] = [];
  const signIn = (user: PublicUser) => {
    session.user = user;
    return user;
  };
  server.use(
    trpcHandler(
      {
        'auth.me': () => session.user,
        'auth.login': (input) => {
          const { email, password } = input as LoginInput;
          const account = accounts.find((a) => a.email === email);
          if (!account || password !== PASSWORD) throw new TrpcFailure('UNAUTHORIZED', messages.invalidCredentials);
          return signIn(account);
        },
        'auth.signup': (input) => {
          const { first_name, last_name, email } = input as SignupInput;
          if (accounts.some((a) => a.email === email)) {
            throw new TrpcFailure('CONFLICT', messages.emailTaken, { email: messages.emailTaken });
          }
          const user = { id: accounts.length + 1, username: email, email, first_name, last_name, is_admin: false };
          accounts.push(user);
          return signIn(user);
        },
        'auth.logout': () => {
          session.user = null;
          return { ok: true };
        },
        // The dashboard lists projects; unless a test brings its own, the account has none.
        'projects.list': () => [],
        // An installation that has its administrator, unless a test says otherwise (fakeAdminApi).
        'admin.setupStatus': () => ({ admin_exists: true }),
        ...overrides,
      },
      calls,
    ),
  );
  return { session, calls };
}
