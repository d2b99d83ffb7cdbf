import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookie, signUp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

describe.each(testDatabases())('accounts and sessions on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(db);
  });
  afterAll(() => t.close());

  const me = (cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { ...(cookie ? { cookie } : {}), ...headers } });

  it('signs a new user up, signs them in and never returns the password', async () => {
    const email = uniqueEmail('grace');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'Grace', last_name: 'Hopper', email, password: 'compilers rule' },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ email, first_name: 'Grace', last_name: 'Hopper', is_admin: false });
    expect(body.username).toBe(email.split('@')[0]);
    expect(res.body).not.toMatch(/password|argon/i);
    const cookie = res.headers['set-cookie'] as string;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await me(sessionCookie(cookie))).json()).toMatchObject({ email, first_name: 'Grace' });
  });

  it('refuses a second account for the same e-mail in any letter case with 409', async () => {
    const { email } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: 'A', last_name: 'B', email: email.toUpperCase(), password: 'another password' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'CONFLICT',
      message: 'An account with this email address already exists',
    });
  });

  it('gives each field its own validation message and stores nothing', async () => {
    const email = 'not-an-email';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { first_name: '', email, password: 'short' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toMatchObject({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
    });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'short' } });
    expect(login.statusCode).toBe(422);
  });

  it('derives distinct usernames from e-mails that share a local part', async () => {
    const local = `twin${Date.now()}`;
    const a = await signUp(t.app, { email: `${local}@one.example` });
    const b = await signUp(t.app, { email: `${local}@two.example` });
    const names = [(await me(a.cookie)).json().username, (await me(b.cookie)).json().username];
    expect(names).toEqual([local, `${local}2`]);
  });

  it('signs in with the right password, whatever the e-mail case', async () => {
    const { email, password } = await signUp(t.app, { first_name: 'Katherine' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: email.toUpperCase(), password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Katherine', email });
    expect((await me(sessionCookie(res.headers['set-cookie']))).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const { email } = await signUp(t.app);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong password' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: uniqueEmail('ghost'), password: 'whatever' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('keeps a "Remember me" cookie for 30 days and a plain one for the browser session', async () => {
    const { email, password } = await signUp(t.app);
    const remembered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password, rememberMe: true },
    });
    const expires = /Expires=([^;]+)/.exec(remembered.headers['set-cookie'] as string)?.[1];
    const days = (new Date(expires ?? 0).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    const plain = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    expect(plain.headers['set-cookie']).not.toMatch(/Expires|Max-Age/);
  });

  it('ends the session on logout so the old cookie no longer works', async () => {
    const { cookie } = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.headers['set-cookie']).toMatch(/screener_session=;/);
    const after = await me(cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'UNAUTHORIZED', message: 'Authentication failed. Please log in again.' });
  });

  it('deletes sessions that ran out when someone signs in, even those whose cookie never comes back', async () => {
    const gone = await signUp(t.app);
    const kept = await signUp(t.app);
    const sessionsOf = async (email: string) => {
      const [row] = await t.orm.em
        .fork()
        .execute('select count(*)::int as n from app_session s join app_user u on u.id = s.user_id where u.email = ?', [
          email,
        ]);
      return (row as { n: number }).n;
    };
    await t.orm.em
      .fork()
      .execute(
        "update app_session set expires_at = now() - interval '1 minute' where user_id = (select id from app_user where email = ?)",
        [gone.email],
      );
    expect(await sessionsOf(gone.email)).toBe(1);
    await signUp(t.app);
    expect(await sessionsOf(gone.email)).toBe(0);
    expect(await sessionsOf(kept.email)).toBe(1);
    expect((await me(kept.cookie)).statusCode).toBe(200);
  });

  it('gives a new session id at sign-in and ends the one the browser came with', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie },
      payload: { email, password },
    });
    const renewed = sessionCookie(res.headers['set-cookie']);
    expect(renewed).not.toBe(cookie);
    expect((await me(renewed)).statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('ends every other session of the user when the password is changed, over REST and tRPC', async () => {
    const { email, password, cookie } = await signUp(t.app);
    const login = async (pw: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pw } });
    const laptop = sessionCookie((await login(password)).headers['set-cookie']);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { current_password: 'not the password', new_password: 'a new secret' },
    });
    expect(wrong.statusCode).toBe(422);
    expect((await me(laptop)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie },
      payload: { current_password: password, new_password: 'a new secret' },
    });
    expect(changed.json()).toEqual({ message: 'Password changed' });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await login(password)).statusCode).toBe(401);
    const phone = sessionCookie((await login('a new secret')).headers['set-cookie']);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/auth.changePassword',
      headers: { cookie: phone },
      payload: { json: { current_password: 'a new secret', new_password: 'a third secret' } },
    });
    expect(trpc.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(200);
  });

  it('answers 401 to a request without a session and to a forged cookie', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('screener_session=forged-token')).statusCode).toBe(401);
  });

  it('refuses an X-User-Id header that names someone else, and accepts the right one', async () => {
    const a = await signUp(t.app);
    const b = await signUp(t.app);
    expect((await me(a.cookie, { 'x-user-id': String(b.user.id) })).statusCode).toBe(401);
    expect((await me(a.cookie, { 'x-user-id': String(a.user.id) })).statusCode).toBe(200);
  });

  it('refuses state-changing requests from another origin but not from the app or from scripts', async () => {
    const { cookie } = await signUp(t.app);
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, host: 'screener.test', ...headers } });
    const evil = await logout({ origin: 'https://evil.example' });
    expect(evil.statusCode).toBe(403);
    expect((await logout({ referer: 'https://evil.example/page' })).statusCode).toBe(403);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await logout({ origin: 'http://screener.test' })).statusCode).toBe(200);
    expect((await logout({})).statusCode).toBe(200);
  });

  it('refuses a page on the same host but another scheme, and ignores a forged X-Forwarded-Proto', async () => {
    const { cookie } = await signUp(t.app);
    const logout = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, host: 'screener.test', ...headers } });
    expect((await logout({ origin: 'https://screener.test' })).statusCode).toBe(403);
    expect((await logout({ origin: 'https://screener.test', 'x-forwarded-proto': 'https' })).statusCode).toBe(403);
    expect((await logout({ origin: 'http://screener.test:8080' })).statusCode).toBe(403);
  });
});

describe.each(testDatabases())('origin check behind a TLS-terminating proxy on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(db, { trustProxy: true });
  });
  afterAll(() => t.close());

  const logout = (cookie: string, origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, host: 'screener.test', 'x-forwarded-proto': 'https', origin },
    });

  it('accepts the https origin the proxy serves and refuses the plain http one', async () => {
    const { cookie } = await signUp(t.app);
    expect((await logout(cookie, 'http://screener.test')).statusCode).toBe(403);
    expect((await logout(cookie, 'https://screener.test')).statusCode).toBe(200);
  });
});

describe.each(testDatabases())('sign-in rate limits behind a proxy on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(db, { trustProxy: true, authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  /** Through the proxy (127.0.0.1), which appends the address it saw to whatever X-Forwarded-For the client sent. */
  const login = (email: string, client: string, forged?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': forged ? `${forged}, ${client}` : client },
      payload: { email, password: 'wrong password' },
    });

  it('counts the address the proxy saw, not one the client wrote into X-Forwarded-For', async () => {
    const client = `10.3.${process.pid % 250}.${Date.now() % 250}`;
    for (let i = 0; i < 3; i++)
      expect((await login(uniqueEmail('spray'), client, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    expect((await login(uniqueEmail('spray'), client, '192.0.2.99')).statusCode).toBe(429);
    // Another client behind the same proxy keeps its own count.
    expect((await login(uniqueEmail('spray'), `10.4.${process.pid % 250}.${Date.now() % 250}`)).statusCode).toBe(401);
  });
});

describe.each(testDatabases())('sign-in rate limits on $name', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(db, { authRateLimit: { max: 3, windowMs: 60_000 } });
  });
  afterAll(() => t.close());

  const login = (email: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email, password: 'wrong password' },
    });

  it('allows a few tries per e-mail, then answers 429 even from another address', async () => {
    const email = uniqueEmail('target');
    const ip = `10.1.${process.pid % 250}.${Date.now() % 250}`;
    for (let i = 0; i < 3; i++) expect((await login(email, ip)).statusCode).toBe(401);
    const blocked = await login(email, '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    // When to try again, for a script: within the minute's window, counted from the oldest attempt that counts.
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(blocked.json().retry_after_seconds).toBe(wait);
  });

  it('lets no more tries through when they arrive all at once', async () => {
    const email = uniqueEmail('burst');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(email, `10.5.${process.pid % 250}.${i}`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
  });

  it('limits tries at the current password of a signed-in account, so a taken session cannot guess it', async () => {
    // From an address of its own: on a shared database other tests' sign-ups from 127.0.0.1 count in this window too.
    const password = 'correct horse battery';
    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: `10.6.${process.pid % 250}.${Date.now() % 250}`,
      payload: { first_name: 'Ada', last_name: 'Lovelace', email: uniqueEmail('changer'), password },
    });
    const cookie = sessionCookie(signedUp.headers['set-cookie']);
    const change = (current: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie },
        payload: { current_password: current, new_password: 'a new secret' },
      });
    for (let i = 0; i < 3; i++) expect((await change(`guess ${i}`)).statusCode).toBe(422);
    const blocked = await change(password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please wait a minute and try again.');
    // When to try again, for a script: within the minute's window, counted from the oldest attempt that counts.
    const wait = Number(blocked.headers['retry-after']);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(blocked.json().retry_after_seconds).toBe(wait);
  });

  it('counts only failed sign-ins: a team signing in from one address is not held to the limit', async () => {
    const ip = `10.7.${process.pid % 250}.${Date.now() % 250}`;
    const password = 'correct horse battery';
    const emails = Array.from({ length: 5 }, (_, i) => uniqueEmail(`team${i}`));
    for (const [i, email] of emails.entries()) {
      const signedUp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signup',
        remoteAddress: `10.8.${process.pid % 250}.${i}`,
        payload: { first_name: 'Team', last_name: `Member ${i}`, email, password },
      });
      expect(signedUp.statusCode).toBe(201);
    }
    const signIn = (email: string, pass: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password: pass } });
    // Five members, twice each, from one address: ten sign-ins, with a limit of three tries.
    for (const email of [...emails, ...emails]) expect((await signIn(email, password)).statusCode).toBe(200);
    // Wrong passwords still count.
    for (let i = 0; i < 3; i++) expect((await signIn(emails[0]!, `guess ${i}`)).statusCode).toBe(401);
    expect((await signIn(emails[1]!, password)).statusCode).toBe(429);
  });

  it('limits one address trying many e-mails', async () => {
    const ip = `10.2.${process.pid % 250}.${Date.now() % 250}`;
    for (let i = 0; i < 3; i++) expect((await login(uniqueEmail('spray'), ip)).statusCode).toBe(401);
    expect((await login(uniqueEmail('spray'), ip)).statusCode).toBe(429);
  });
});
