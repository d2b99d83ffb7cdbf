import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoginInput, PublicUser, SignupInput } from '../../../shared/auth.schema.ts';
import { login, signup } from './auth.service.ts';
import { forgiveAttempt, takeAttempt, type RateLimit } from './rate-limit.service.ts';
import { createSession, endSession, type SessionKeys } from './session.service.ts';

export interface SignInDeps {
  keys: SessionKeys;
  rateLimit: RateLimit;
  ip: string;
  /** The session the request came with, if any: signing in replaces it, so a planted session id is worth nothing. */
  previousToken?: string;
}

type SignedIn = { user: PublicUser; session: Awaited<ReturnType<typeof createSession>> };

const attemptKeys = (action: string, ip: string, email: string) => [
  `${action}:ip:${ip}`,
  `${action}:email:${email.trim().toLowerCase()}`,
];

/** Creates the account and signs its owner in, as the spec's sign-up does. */
export async function signupAndSignIn(em: EntityManager, deps: SignInDeps, input: SignupInput): Promise<SignedIn> {
  await takeAttempt(em, deps.rateLimit, attemptKeys('signup', deps.ip, input.email));
  const user = await signup(em, input);
  return { user, session: await renewSession(em, deps, user.id, false) };
}

/** Signs in; only a failed attempt counts against the address and the e-mail (forgiveAttempt). */
export async function loginAndSignIn(em: EntityManager, deps: SignInDeps, input: LoginInput): Promise<SignedIn> {
  const keys = attemptKeys('login', deps.ip, input.email);
  const at = await takeAttempt(em, deps.rateLimit, keys);
  const user = await login(em, input);
  await forgiveAttempt(em, keys, at);
  return { user, session: await renewSession(em, deps, user.id, input.rememberMe ?? false) };
}

/** A new session id at every sign-in; the one the browser had before is ended (no session fixation). */
async function renewSession(em: EntityManager, deps: SignInDeps, userId: number, remember: boolean) {
  if (deps.previousToken) await endSession(em, deps.keys, deps.previousToken);
  return createSession(em, deps.keys, userId, remember);
}
