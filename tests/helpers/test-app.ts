import type { FastifyInstance } from 'fastify';
import type { MikroORM, Options } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import type { AppConfig } from '../../src/server/app-config.ts';
import { openDatabase, type DatabaseTarget } from '../../src/server/db/orm.ts';

export interface TestDatabase {
  name: 'PGlite' | 'PostgreSQL';
  target: DatabaseTarget;
  /** ORM options beside the app's own, e.g. a smaller connection pool. */
  orm?: Partial<Options>;
}

/** Embedded PGlite always; the run's PostgreSQL database too when TEST_DATABASE_URL was given. */
export function testDatabases(): TestDatabase[] {
  const url = inject('postgresUrl');
  return [
    { name: 'PGlite', target: { memory: true } },
    ...(url ? [{ name: 'PostgreSQL' as const, target: { url } }] : []),
  ];
}

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  close: () => Promise<void>;
}

export async function createTestApp(db: TestDatabase, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const orm = await openDatabase(db.target, db.orm);
  const app = await buildApp({
    orm,
    sessionSecret: 'integration-test-session-secret',
    supportEmail: 'support@example.org',
    authRateLimit: { max: 10_000, windowMs: 60_000 },
    ...overrides,
  });
  return {
    app,
    orm,
    close: async () => {
      await app.close();
      await orm.close();
    },
  };
}

/**
 * The app on `db` for the describe block that calls this: built before its first test, closed after its last. It is
 * filled in place, so read its fields in tests and hooks, not while the block is being described.
 */
export function blockApp(db: TestDatabase, overrides: Partial<AppConfig> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(db, overrides));
  });
  afterAll(() => t.close());
  return t;
}

let counter = 0;
/** An e-mail no other test (in any file, on a shared database) uses. */
export const uniqueEmail = (prefix = 'user') => `${prefix}.${process.pid}.${Date.now()}.${counter++}@example.org`;

export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const match = header?.match(/screener_session=([^;]*)/);
  if (!match) throw new Error(`no session cookie in ${String(header)}`);
  return `screener_session=${match[1]}`;
}

type SignUpFields = Partial<Record<'first_name' | 'last_name' | 'email' | 'password', string>>;
export type SignedUp = Awaited<ReturnType<typeof signUp>>;

/** Signs a new user up through the REST API and returns them with their session cookie. */
export async function signUp(app: FastifyInstance, fields: SignUpFields = {}) {
  const body = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: uniqueEmail(),
    password: 'correct horse battery',
    ...fields,
  };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  return {
    user: res.json() as { id: number; email: string },
    cookie: sessionCookie(res.headers['set-cookie']),
    password: body.password,
    email: body.email,
  };
}

/** A user of `t` (a blockApp) signed up before the block's first test, after the app is built; filled in place too. */
export function blockUser(t: TestApp, fields: SignUpFields = {}): SignedUp {
  const user = {} as SignedUp;
  beforeAll(async () => {
    Object.assign(user, await signUp(t.app, fields));
  });
  return user;
}

/** A project made over REST with citations sent as JSON (`POST /api/projects`, then its citations): its id. */
export async function projectWithCitations(
  app: FastifyInstance,
  cookie: string,
  name: string,
  citations: Array<{ title: string; abstract: string }>,
): Promise<number> {
  const created = await app.inject({ method: 'POST', url: '/api/projects', headers: { cookie }, payload: { name } });
  if (created.statusCode !== 201) throw new Error(`project creation failed: ${created.statusCode} ${created.body}`);
  const id = created.json().project.id as number;
  const added = await app.inject({
    method: 'POST',
    url: `/api/projects/${id}/citations`,
    headers: { cookie },
    payload: { citations },
  });
  if (added.statusCode !== 201) throw new Error(`adding citations failed: ${added.statusCode} ${added.body}`);
  return id;
}
