import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages.ts';
import { appWithUploader } from '../helpers/multipart.ts';
import { testDatabases } from '../helpers/test-app.ts';

// What the database itself cannot store (NUL in text, numbers past 32 bits, text past its column) is the
// request's fault: a 400 that says so, and nothing written; never a 500.
describe.each(testDatabases())('values the database cannot store, on $name', (db) => {
  const { t, user, upload } = appWithUploader(db);
  let projectId: number;
  beforeAll(async () => {
    projectId = (await upload('Statins', ['labelling.csv'])).id;
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object | string) =>
    t.app.inject({
      method,
      url,
      headers: { cookie: user.cookie, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
      ...(payload === undefined ? {} : { payload }),
    });

  it('refuses text holding the NUL character with 400, in a body and in a query, and stores nothing', async () => {
    for (const res of [
      await call('POST', '/api/projects', { name: 'a\u0000b' }),
      await call('PATCH', `/api/projects/${projectId}`, { name: 'a\u0000b' }),
      await call('PUT', `/api/projects/${projectId}/exclusion-reasons`, { reasons: ['wrong\u0000dose'] }),
      await call('GET', `/api/projects/${projectId}/citations/filter?search=a%00b&page=1&page_size=10`),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(messages.nulCharacter);
    }
    const project = (await call('GET', `/api/projects/${projectId}`)).json();
    expect(project.name).toBe('Statins');
    // The database may be shared with other test files: only this user's projects count.
    const owner = (await call('GET', '/api/auth/me')).json().id as number;
    const names = await t.orm.em.fork().execute('select name from project where user_id = ?', [owner]);
    expect(names.map((r) => r.name)).toEqual(['Statins']);
  });

  it('refuses whole numbers past the database’s 32 bits with 400', async () => {
    for (const res of [
      await call('GET', `/api/projects/${projectId}/citations/filter?iteration=2147483648&page=1&page_size=10`),
      await call('POST', `/api/projects/${projectId}/duplicates/2147483648/restore`, {}),
    ]) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(messages.numberOutOfRange);
    }
  });

  it('refuses a keyword over 200 characters with 422, keeping the saved keywords', async () => {
    expect(
      (await call('PUT', `/api/projects/${projectId}/keywords`, { include: ['statin'], exclude: [] })).statusCode,
    ).toBe(200);
    const res = await call('PUT', `/api/projects/${projectId}/keywords`, { include: ['x'.repeat(201)], exclude: [] });
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json())).toContain('A keyword may have at most 200 characters.');
    expect((await call('GET', `/api/projects/${projectId}/keywords`)).json().selected_keywords.include).toEqual([
      'statin',
    ]);
  });

  it('refuses a citation whose title is longer than 4,000 characters with 422, adding none of the batch', async () => {
    const before = (await call('GET', `/api/projects/${projectId}`)).json().citations_count as number;
    const res = await call('POST', `/api/projects/${projectId}/citations`, {
      citations: [
        { title: 'A fine title', abstract: '' },
        { title: 'T'.repeat(4_001), abstract: '' },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(JSON.stringify(res.json())).toContain('Title is longer than 4,000 characters');
    expect((await call('GET', `/api/projects/${projectId}`)).json().citations_count).toBe(before);
  });

  it('takes an empty body sent as JSON as no body, as the bodyless calls are', async () => {
    const res = await call('POST', `/api/projects/${projectId}/remove-duplicates`, '');
    expect(res.statusCode, res.body).toBe(200);
    expect((await call('POST', '/api/auth/login', '{"email":')).statusCode).toBe(400);
  });
});
