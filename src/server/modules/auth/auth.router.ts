import { z } from 'zod';
import {
  changePasswordInput,
  loginInput,
  profileInput,
  publicConfig,
  signupInput,
  userOutput,
  type PublicUser,
} from '../../../shared/auth.schema.ts';
import { adminMessages } from '../../../shared/messages.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.plugin.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { changePassword, updateProfile } from './account.service.ts';
import { toPublicUser } from './auth.service.ts';
import { signInDeps } from './auth.transport.ts';
import { endSession, sessionId } from './session.service.ts';
import { loginAndSignIn, signupAndSignIn } from './sign-in.service.ts';

const signedIn = z.object({ user: userOutput, message: z.string() }).extend(userOutput.shape);
const message = z.object({ message: z.string() });
const tag = 'Auth';

export const authRouter = router({
  signup: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        url: '/api/auth/signup',
        summary: 'Create an account and sign in',
        tag,
        body: signupInput,
        response: signedIn,
        status: 201,
        errors: [409, 422, 429],

        answer: (user: PublicUser) => ({ ...user, user, message: 'Registration successful' }),
      },
    })
    .input(signupInput)
    .output(userOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await signupAndSignIn(ctx.em, signInDeps(ctx.req), input);
      setSessionCookie(ctx.req, ctx.res, session);
      return user;
    }),
  login: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        url: '/api/auth/login',
        summary: 'Sign in',
        tag,
        body: loginInput,
        response: signedIn,
        errors: [401, 422, 429],

        answer: (user: PublicUser) => ({ ...user, user, message: 'Login successful' }),
      },
    })
    .input(loginInput)
    .output(userOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await loginAndSignIn(ctx.em, signInDeps(ctx.req), input);
      setSessionCookie(ctx.req, ctx.res, session);
      return user;
    }),
  logout: publicProcedure
    .meta({
      rest: {
        method: 'POST',
        url: '/api/logout',
        summary: 'Sign out (ends the session)',
        tag,
        response: message,

        answer: () => ({ message: 'Logged out' }),
      },
    })
    .mutation(async ({ ctx }) => {
      if (ctx.req.sessionToken) await endSession(ctx.em, signInDeps(ctx.req).keys, ctx.req.sessionToken);
      clearSessionCookie(ctx.res);
      return { ok: true as const };
    }),
  /** The signed-in user, or null: the web app asks this at start to know whether anyone is signed in. */
  me: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        url: '/api/auth/me',
        summary: 'The signed-in user',
        tag,
        auth: 'user',
        response: userOutput,
      },
    })
    .output(userOutput.nullable())
    .query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null)),
  updateProfile: authedProcedure
    .meta({
      rest: {
        method: 'PUT',
        url: '/api/auth/me',
        summary: "Change the signed-in user's first and last name",
        tag,
        body: profileInput,
        errors: [422],
      },
    })
    .input(profileInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => updateProfile(ctx.em, ctx.user, input)),
  changePassword: authedProcedure
    .meta({
      rest: {
        method: 'POST',
        url: '/api/auth/change-password',
        summary:
          'Change the password (current password required; 429 after too many tries, as signing in); other sessions end',
        tag,
        body: changePasswordInput,
        response: message,
        errors: [422, 429],

        answer: () => ({ message: adminMessages.passwordChanged }),
      },
    })
    .input(changePasswordInput)
    .mutation(async ({ ctx, input }) => {
      const { keys, rateLimit } = signInDeps(ctx.req);
      const current = ctx.req.sessionToken ? sessionId(keys, ctx.req.sessionToken) : undefined;
      await changePassword(ctx.em, ctx.user, current, input, rateLimit);
      return { ok: true as const };
    }),
  /** Public settings the web app shows, such as the support address. */
  config: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        url: '/api/config',
        summary: 'Public settings the web app shows (support address)',
        tag: 'Health',
        // Read from the app's configuration, not the database.
        database: false,
      },
    })
    .output(publicConfig)
    .query(({ ctx }) => ({ support_email: ctx.config.supportEmail })),
});
