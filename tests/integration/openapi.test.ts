import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registeredRoutes } from '../helpers/registered-routes.ts';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.ts';

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
      (r) => / \/api(\/|$)/.test(r) && !r.endsWith(' /api/docs') && !r.endsWith('/*'),
    );
    expect(served.length).toBeGreaterThan(30);
    expect(documented).toEqual(served);
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
});
