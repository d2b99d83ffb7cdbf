import {
  changePasswordInput,
  loginInput,
  profileInput,
  publicConfig,
  signupInput,
  userOutput,
} from '../../../shared/auth.schema.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.plugin.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { changePassword, updateProfile } from './account.service.ts';
import { toPublicUser } from './auth.service.ts';
import { signInDeps } from './auth.transport.ts';
import { endSession, sessionId } from './session.service.ts';
import { loginAndSignIn, signupAndSignIn } from './sign-in.service.ts';

export const authRouter = router({
  signup: publicProcedure
    .input(signupInput)
    .output(userOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await signupAndSignIn(ctx.em, signInDeps(ctx.req), input);
      setSessionCookie(ctx.req, ctx.res, session);
      return user;
    }),
  login: publicProcedure
    .input(loginInput)
    .output(userOutput)
    .mutation(async ({ ctx, input }) => {
      const { user, session } = await loginAndSignIn(ctx.em, signInDeps(ctx.req), input);
      setSessionCookie(ctx.req, ctx.res, session);
      return user;
    }),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.req.sessionToken) await endSession(ctx.em, signInDeps(ctx.req).keys, ctx.req.sessionToken);
    clearSessionCookie(ctx.res);
    return { ok: true as const };
  }),
  /** The signed-in user, or null: the web app asks this at start to know whether anyone is signed in. */
  me: publicProcedure.output(userOutput.nullable()).query(({ ctx }) => (ctx.user ? toPublicUser(ctx.user) : null)),
  updateProfile: authedProcedure
    .input(profileInput)
    .output(userOutput)
    .mutation(({ ctx, input }) => updateProfile(ctx.em, ctx.user, input)),
  changePassword: authedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    const current = ctx.req.sessionToken ? sessionId(signInDeps(ctx.req).keys, ctx.req.sessionToken) : undefined;
    await changePassword(ctx.em, ctx.user, current, input);
    return { ok: true as const };
  }),
  /** Public settings the web app shows, such as the support address. */
  config: publicProcedure.output(publicConfig).query(({ ctx }) => ({ support_email: ctx.config.supportEmail })),
});
