import { expect } from 'vitest';
import { multipart } from './multipart.ts';
import { blockApp, blockUser, type TestApp, type TestDatabase } from './test-app.ts';

/** A signed-up account as `signUp` gives it. */
export interface Account {
  cookie: string;
  email: string;
  user: { id: number };
}

/**
 * labelling.csv (12 statin trials, then 12 exercise cohorts) as a continuous project of `owner`'s with one or two
 * screeners per record, shared with `members` (reviewers unless a role is given); its citations' ids in file order.
 */
export async function teamProject(
  t: TestApp,
  owner: Account,
  members: Array<Account | [Account, 'reviewer' | 'lead']>,
  { name = 'Statins, in pairs', screeners = 2 }: { name?: string; screeners?: 1 | 2 } = {},
): Promise<{ id: number; ids: number[] }> {
  const body = await multipart(
    { name, screening_mode: 'continuous', screeners_per_record: String(screeners) },
    { files: ['labelling.csv'] },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/projects',
    headers: { cookie: owner.cookie, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode).toBe(201);
  const id = res.json().project.id as number;
  expect(res.json().project.screeners_per_record).toBe(screeners);
  for (const member of members) {
    const [who, role] = Array.isArray(member) ? member : [member, 'reviewer'];
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/projects/${id}/members`,
      headers: { cookie: owner.cookie },
      payload: { email: who.email, role },
    });
    expect(added.statusCode).toBe(201);
  }
  const ids = (await t.orm.em.fork().execute('select id from citation where project_id = ? order by id', [id])).map(
    (r) => r.id as number,
  );
  return { id, ids };
}

/**
 * The blind dual-screening team of the describe block that calls this: an app on `db` with Lena Lead (who owns
 * the projects), Ann Able and Ben Baker signed up before its first test, and the calls its tests make as one of
 * them. Filled in place, like blockApp.
 */
export function teamOfThree(db: TestDatabase) {
  const t = blockApp(db);
  const owner = blockUser(t, { first_name: 'Lena', last_name: 'Lead' });
  const ann = blockUser(t, { first_name: 'Ann', last_name: 'Able' });
  const ben = blockUser(t, { first_name: 'Ben', last_name: 'Baker' });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, as: Account = owner) =>
    t.app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
  /** labelling.csv (12 statin trials, then 12 exercise cohorts) screened by Ann and Ben, two per record. */
  const newProject = () => teamProject(t, owner, [ann, ben]);
  /** The member's decision on a record, which must be accepted; the answer says what it did. */
  const decide = async (id: number, citation: number, value: boolean | null, as: Account) => {
    const res = await call('PUT', `/api/projects/${id}/citations/${citation}/relevance`, { is_relevant: value }, as);
    expect(res.statusCode).toBe(200);
    return res.json() as { is_relevant: boolean | null; review: { decision: boolean | null } | null };
  };
  /** The record's own label (what a settled pair or a lead's resolution set), as stored. */
  const recordLabel = async (citation: number) =>
    (await t.orm.em.fork().execute('select is_relevant from citation where id = ?', [citation]))[0]!.is_relevant as
      boolean | null;
  return { t, owner, ann, ben, call, newProject, decide, recordLabel };
}
