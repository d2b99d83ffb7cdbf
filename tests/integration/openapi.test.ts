import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { z } from 'zod';
import { createAdmin } from '../../src/server/modules/admin/create-admin.service.ts';
import { multipart } from '../helpers/multipart.ts';
import { registeredRoutes } from '../helpers/registered-routes.ts';
import { createTestApp, sessionCookie, signUp, testDatabases, uniqueEmail, type TestApp } from '../helpers/test-app.ts';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!);
  });
  afterAll(() => t.close());

  const docs = async () => (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();

  it('describes exactly the REST routes the app serves under /api', async () => {
    const doc = await docs();
    const documented = Object.entries(doc.paths as Record<string, Record<string, unknown>>)
      .flatMap(([path, ops]) =>
        Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
      )
      .sort();
    // The document itself and the JSON 404 for unknown /api paths are not API operations.
    const served = registeredRoutes(t.app).filter(
      (r) =>
        / \/api(\/|$)/.test(r) && !r.endsWith(' /api/docs') && !r.endsWith(' /api/openapi.json') && !r.endsWith('/*'),
    );
    expect(served.length).toBeGreaterThan(30);
    expect(documented).toEqual(served);
  });

  it('is also served at /api/openapi.json, where OpenAPI tools look for it', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual(await docs());
  });

  it('gives the sign-up route its body schema and error statuses', async () => {
    const signup = (await docs()).paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual([
      'first_name',
      'last_name',
      'email',
      'password',
    ]);
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '409', '422', '429']));
  });

  it('types what a script sends as the routes take it: ids, the form fields, and a body that may be left out', async () => {
    const doc = await docs();
    const create = doc.paths['/api/projects'].post.requestBody;
    expect(create.required).toBe(true);
    expect(create.content['application/json'].schema.properties.screeners_per_record).toMatchObject({
      type: 'integer',
      enum: [1, 2],
    });
    const form = create.content['multipart/form-data'].schema;
    expect(form.required).toEqual(['name']);
    expect(form.properties.screening_mode).toMatchObject({ type: 'string', enum: ['iterations', 'continuous'] });
    expect(form.properties.screeners_per_record).toEqual({ type: 'string', enum: ['1', '2'] });
    expect(form.properties.files).toEqual({ type: 'array', items: { type: 'string', format: 'binary' } });
    // /finish takes its defaults from an empty or missing body.
    expect(doc.paths['/api/projects/{id}/finish'].post.requestBody.required).toBe(false);
    const relevance = doc.paths['/api/projects/{id}/citations/{citationId}/relevance'].put;
    expect(relevance.requestBody.required).toBe(true);
    for (const name of ['id', 'citationId'])
      expect(relevance.parameters.find((p: { name: string }) => p.name === name).schema).toEqual({
        type: 'integer',
        minimum: 1,
      });
  });
});

describe.each(testDatabases())('answers that match the document on $name', (db) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(db);
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t.close());

  /** The documented answer of a route and status, as a validator (zod reads the document's JSON Schema). */
  const documentedAnswer = async (path: string, method: string, status: number) => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    const schema = doc.paths[path][method].responses[String(status)].content['application/json'].schema;
    return z.fromJSONSchema(schema);
  };

  it('POST /api/projects answers its documented 201 shape, with an upload_summary, for JSON and for files', async () => {
    const created = await documentedAnswer('/api/projects', 'post', 201);
    // The validator is strict enough to catch the answer a JSON body used to get: no upload summary.
    expect(created.safeParse({ project: {}, message: 'Project created with 0 citations.' }).success).toBe(false);

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie },
      payload: { name: 'Sent as JSON' },
    });
    expect(json.statusCode).toBe(201);
    const parsed = created.safeParse(json.json());
    expect(parsed.error?.issues).toBeUndefined();
    expect(json.json()).toMatchObject({
      upload_summary: { total_citations: 0, skipped_rows: 0, files: [] },
      duplicates_info: {
        duplicates_removed: 0,
        removal_strategy: 'none',
        duplicates_in_upload: 0,
        processing_summary: {
          exact_duplicates_found: 0,
          similar_duplicates_found: 0,
          hash_groups_processed: 0,
          tfidf_comparisons: 0,
        },
      },
      message: 'Project created with 0 citations.',
    });

    const body = await multipart({ name: 'Sent with a file' }, { files: ['citations.csv'] });
    const upload = await t.app.inject({
      method: 'POST',
      url: '/api/projects',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect(created.safeParse(upload.json()).error?.issues).toBeUndefined();
    expect(upload.json().upload_summary.total_citations).toBeGreaterThan(0);
  });
});

describe.each(testDatabases())('refusals the document lists on $name', (db) => {
  let t: TestApp;
  let user: string;
  let admin: string;
  type Operation = { method: string; path: string; statuses: string[]; query: string[] };
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp(db);
    user = (await signUp(t.app)).cookie;
    const created = await createAdmin(t.orm.em.fork(), 'operator', {
      username: `docs${Date.now()}${Math.floor(Math.random() * 1e6)}`,
      email: uniqueEmail('admin'),
      password: 'administrator pass',
      first_name: 'Ada',
      last_name: 'Admin',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: created.email, password: 'administrator pass' },
    });
    admin = sessionCookie(login.headers['set-cookie']);
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    operations = Object.entries(
      doc.paths as Record<string, Record<string, { responses: object; parameters?: { name: string; in: string }[] }>>,
    ).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        statuses: Object.keys(op.responses),
        query: (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
    );
  });
  afterAll(() => t.close());

  const url = (op: Operation, id: string) => op.path.replace(/\{\w+\}/g, id);
  const hasParams = (op: Operation) => op.path.includes('{');
  const readsBody = (op: Operation) => op.method !== 'GET';
  // Signing out would end the session the other probes use; it is probed only where it is refused before it runs.
  const signsOut = (op: Operation) => op.path === '/api/logout';

  /** Sends each probe and lists those answered with a status the document does not give for the route. */
  async function undocumented(probes: [Operation, Omit<InjectOptions, 'method' | 'url'> & { url: string }][]) {
    const found: string[] = [];
    for (const [op, options] of probes) {
      const res = await t.app.inject({ ...options, method: op.method as InjectOptions['method'] });
      if (!op.statuses.includes(String(res.statusCode)))
        found.push(`${op.method} ${options.url}: ${res.statusCode} (documented ${op.statuses.join(' ')})`);
    }
    return found;
  }

  it('lists the status of every refusal of the caller, the URL, the body and the query', async () => {
    const probes: Parameters<typeof undocumented>[0] = [];
    for (const op of operations) {
      const missing = url(op, '999999');
      if (!signsOut(op)) {
        // No session; a signed-in user (admin routes: 403; another's or a missing project: 404); an administrator.
        probes.push([op, { url: missing }], [op, { url: missing, headers: { cookie: user } }]);
        probes.push([op, { url: missing, headers: { cookie: admin } }]);
        // Someone else's id in X-User-Id.
        probes.push([op, { url: missing, headers: { cookie: user, 'x-user-id': '0' } }]);
      }
      if (hasParams(op)) probes.push([op, { url: url(op, 'abc'), headers: { cookie: admin } }]);
      if (readsBody(op)) {
        const json = { cookie: admin, 'content-type': 'application/json' };
        probes.push([op, { url: missing, headers: { cookie: admin, origin: 'https://elsewhere.example' } }]);
        probes.push([op, { url: missing, headers: json, payload: '{"name": ' }]);
        probes.push([op, { url: missing, headers: json, payload: JSON.stringify({ name: 'x'.repeat(2_000_000) }) }]);
      }
      for (const field of op.query)
        probes.push([op, { url: `${missing}?${field}=not-a-value`, headers: { cookie: admin } }]);
    }
    expect(probes.length).toBeGreaterThan(300);
    expect(await undocumented(probes)).toEqual([]);
  });
});
