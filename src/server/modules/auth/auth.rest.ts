import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  changePasswordInput,
  loginInput,
  profileInput,
  publicConfig,
  signupInput,
  userOutput,
} from '../../../shared/auth.schema.ts';
import { adminMessages } from '../../../shared/messages.ts';
import { clearSessionCookie, setSessionCookie } from '../../http/session.plugin.ts';
import { restRoute } from '../../http/rest-route.ts';
import { toPublicUser } from './auth.service.ts';
import { signInDeps } from './auth.transport.ts';
import { changePassword, updateProfile } from './account.service.ts';
import { endSession, sessionId } from './session.service.ts';
import { loginAndSignIn, signupAndSignIn } from './sign-in.service.ts';

const signedIn = z.object({ user: userOutput, message: z.string() }).extend(userOutput.shape);
const tag = 'Auth';

export function authRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/auth/signup',
      summary: 'Create an account and sign in',
      tag,
      auth: 'public',
      body: signupInput,
      response: signedIn,
      status: 201,
      errors: [409, 422, 429],
    },
    async ({ req, reply, body }) => {
      const { user, session } = await signupAndSignIn(req.em, signInDeps(req), body);
      setSessionCookie(req, reply, session);
      return { ...user, user, message: 'Registration successful' };
    },
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/auth/login',
      summary: 'Sign in',
      tag,
      auth: 'public',
      body: loginInput,
      response: signedIn,
      errors: [401, 422, 429],
    },
    async ({ req, reply, body }) => {
      const { user, session } = await loginAndSignIn(req.em, signInDeps(req), body);
      setSessionCookie(req, reply, session);
      return { ...user, user, message: 'Login successful' };
    },
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/logout',
      summary: 'Sign out (ends the session)',
      tag,
      auth: 'public',
      response: z.object({ message: z.string() }),
    },
    async ({ req, reply }) => {
      if (req.sessionToken) await endSession(req.em, signInDeps(req).keys, req.sessionToken);
      clearSessionCookie(reply);
      return { message: 'Logged out' };
    },
  );
  restRoute(
    app,
    { method: 'GET', url: '/api/auth/me', summary: 'The signed-in user', tag, auth: 'user', response: userOutput },
    async ({ actor }) => toPublicUser(actor),
  );
  restRoute(
    app,
    {
      method: 'PUT',
      url: '/api/auth/me',
      summary: "Change the signed-in user's first and last name",
      tag,
      auth: 'user',
      body: profileInput,
      response: userOutput,
      errors: [422],
    },
    ({ req, actor, body }) => updateProfile(req.em, actor, body),
  );
  restRoute(
    app,
    {
      method: 'POST',
      url: '/api/auth/change-password',
      summary: 'Change the password (current password required); other sessions end',
      tag,
      auth: 'user',
      body: changePasswordInput,
      response: z.object({ message: z.string() }),
      errors: [422],
    },
    async ({ req, actor, body }) => {
      const current = req.sessionToken ? sessionId(signInDeps(req).keys, req.sessionToken) : undefined;
      await changePassword(req.em, actor, current, body);
      return { message: adminMessages.passwordChanged };
    },
  );
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/config',
      summary: 'Public settings the web app shows (support address)',
      tag: 'Health',
      auth: 'public',
      response: publicConfig,
    },
    async ({ req }) => ({ support_email: req.server.appConfig.supportEmail }),
  );
}
