import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app.ts';

describe('GET /api/docs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!);
  });
  afterAll(() => t.close());

  it('describes every REST route the app serves, with its body schema', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/auth/signup', '/api/auth/login', '/api/logout', '/api/auth/me', '/api/health']));
    const signup = doc.paths['/api/auth/signup'].post;
    expect(signup.requestBody.content['application/json'].schema.required).toEqual(['first_name', 'last_name', 'email', 'password']);
    expect(Object.keys(signup.responses)).toEqual(expect.arrayContaining(['201', '409', '422', '429']));
  });
});
