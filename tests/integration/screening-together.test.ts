import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamProject, type Account } from '../helpers/team-project.ts';
import { createTestApp, signUp, testDatabases, type TestApp } from '../helpers/test-app.ts';

type Method = 'GET' | 'POST' | 'PUT';

/**
 * Several members screening one continuous project at the same time: each is served records no colleague is
 * reading (the records /next served them in the last minutes), so two people never read the same record
 * side by side and overwrite each other's decision.
 */
describe.each(testDatabases())('screening a continuous project together on $name', (db) => {
  let t: TestApp;
  let owner: Account;
  let ann: Account;
  let ben: Account;
  let cara: Account;
  beforeAll(async () => {
    t = await createTestApp(db);
    owner = await signUp(t.app, { first_name: 'Lena', last_name: 'Lead' });
    ann = await signUp(t.app, { first_name: 'Ann', last_name: 'Able' });
    ben = await signUp(t.app, { first_name: 'Ben', last_name: 'Baker' });
    cara = await signUp(t.app, { first_name: 'Cara', last_name: 'Clay' });
  });
  afterAll(() => t.close());

  const call = (method: Method, url: string, as: Account, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie: as.cookie }, ...(payload ? { payload } : {}) });
  /** labelling.csv (24 records) as a continuous project Ann, Ben and Cara review, one or two screeners per record. */
  const newProject = (screeners: 1 | 2 = 1) =>
    teamProject(t, owner, [ann, ben, cara], { name: 'Statins, together', screeners });
  /** The record /next serves the user, passing over `skip`. */
  const next = async (id: number, as: Account, skip: number[] = []) => {
    const res = await call('GET', `/api/projects/${id}/next${skip.length ? `?skip=${skip.join(',')}` : ''}`, as);
    expect(res.statusCode).toBe(200);
    return (res.json().citation?.id as number | undefined) ?? null;
  };
  const decide = async (id: number, citation: number, value: boolean, as: Account) =>
    expect(
      (await call('PUT', `/api/projects/${id}/citations/${citation}/relevance`, as, { is_relevant: value })).statusCode,
    ).toBe(200);
  /** Every decision but those on `keep`, as if the rest of the project were screened. */
  const screenAllBut = async (id: number, ids: number[], keep: number[]) => {
    for (const c of ids) if (!keep.includes(c)) await decide(id, c, false, owner);
  };
  /** Makes the records /next served this user in the project as old as `minutes`. */
  const servedAgo = (id: number, as: Account, minutes: number) =>
    t.orm.em
      .fork()
      .execute(
        `update screening_hold set served_at = now() - make_interval(mins => ?) where project_id = ? and user_id = ?`,
        [minutes, id, as.user.id],
      );

  it('serves two reviewers who open the screening view at once different records, and their look-ahead records too', async () => {
    const { id } = await newProject();
    const annFirst = await next(id, ann);
    const benFirst = await next(id, ben);
    expect(annFirst).not.toBeNull();
    expect(benFirst).not.toBeNull();
    expect(benFirst).not.toBe(annFirst);
    // The web app fetches the record after the one shown ahead: it is held for its reader too.
    const annAhead = await next(id, ann, [annFirst!]);
    expect([annFirst, benFirst]).not.toContain(annAhead);
    const benAhead = await next(id, ben, [benFirst!]);
    expect([annFirst, benFirst, annAhead]).not.toContain(benAhead);
    // Asked again (the view's status poll), a reader keeps the record they are reading.
    expect(await next(id, ann)).toBe(annFirst);

    await decide(id, annFirst!, true, ann);
    const annThen = await next(id, ann, [annFirst!]);
    expect(annThen).toBe(annAhead);
    expect([benFirst, benAhead]).not.toContain(annThen);
  });

  it('still serves a record a colleague is reading once nothing else is left, rather than saying none is', async () => {
    const { id, ids } = await newProject();
    await screenAllBut(id, ids, ids.slice(0, 2));
    const annFirst = await next(id, ann);
    const annAhead = await next(id, ann, [annFirst!]);
    expect(new Set([annFirst, annAhead])).toEqual(new Set(ids.slice(0, 2)));
    expect(ids.slice(0, 2)).toContain(await next(id, ben));
  });

  it('lets a record go to others ten minutes after it was served', async () => {
    const { id } = await newProject();
    const annFirst = await next(id, ann);
    expect(await next(id, ben)).not.toBe(annFirst);
    await servedAgo(id, ann, 11);
    // Cara has no records held; Ann's lapsed, so the model's first record is Cara's to read.
    expect(await next(id, cara)).toBe(annFirst);
  });

  it('with two screeners per record, serves a record two reviewers are reading to no third', async () => {
    const { id } = await newProject(2);
    const annFirst = await next(id, ann);
    // The second screener of the pair may read it at the same time: both have to decide it.
    expect(await next(id, ben)).toBe(annFirst);
    const caraFirst = await next(id, cara);
    expect(caraFirst).not.toBeNull();
    expect(caraFirst).not.toBe(annFirst);
  });
});
