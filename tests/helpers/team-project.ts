import { expect } from 'vitest';
import { multipart } from './multipart.ts';
import type { TestApp } from './test-app.ts';

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
