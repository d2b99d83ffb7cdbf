import { beforeAll, describe, expect, it } from 'vitest';
import { labelRefusal, type LabelClick, type LabelRefusal } from '../../src/shared/label-rules.ts';
import { keywordMessages } from '../../src/shared/messages.ts';
import { appWithUploader } from '../helpers/multipart.ts';
import { testDatabases } from '../helpers/test-app.ts';

/**
 * The contract between the three places that apply the labelling rules: every case of the shared rules
 * (which the web app's buttons and keys use) goes through the database function set_citation_label by the
 * REST route, and must be taken or refused exactly as the shared function says.
 */
const refusalMessage: Record<LabelRefusal, string> = {
  duplicate: keywordMessages.removedDuplicate,
  finished: keywordMessages.finished,
  locked: keywordMessages.locked,
  maximum: keywordMessages.maximum,
};

type Stored = { is_relevant: boolean | null; iteration: 'earlier' | 'current' | null; duplicate: boolean };

const storedStates: Stored[] = [
  { is_relevant: null, iteration: null, duplicate: false },
  { is_relevant: true, iteration: 'current', duplicate: false },
  { is_relevant: false, iteration: 'current', duplicate: false },
  { is_relevant: true, iteration: 'earlier', duplicate: false },
  { is_relevant: false, iteration: 'earlier', duplicate: false },
  { is_relevant: null, iteration: null, duplicate: true },
];

interface Case {
  continuous: boolean;
  currentIteration: number;
  stored: Stored;
  label: boolean | null;
  /** Other citations already labelled `label` in the current iteration. */
  others: number;
}

function cases(): Case[] {
  const all: Case[] = [];
  for (const continuous of [false, true])
    for (const currentIteration of [0, 3, 10])
      for (const stored of storedStates)
        for (const label of [true, false, null])
          for (const others of label === null ? [0] : [9, 10]) {
            if (stored.iteration === 'earlier' && currentIteration === 0) continue;
            all.push({ continuous, currentIteration, stored, label, others });
          }
  return all;
}

describe.each(testDatabases())('the labeling rules, shared and in the database, on $name', (db) => {
  const { t, user, upload } = appWithUploader(db);
  let projectId: number;
  let ids: number[];
  beforeAll(async () => {
    ({ id: projectId, citationIds: ids } = await upload('Rules', ['labelling.csv']));
  });

  const sql = (text: string, params: unknown[]) => t.orm.em.fork().execute(text, params);

  /** Puts the project and its citations in the case's state; the first citation is the one clicked. */
  async function arrange(c: Case): Promise<LabelClick> {
    const [target, keeper, ...rest] = ids as [number, number, ...number[]];
    const iterationOf = (i: Stored['iteration']) =>
      i === null ? null : i === 'current' ? c.currentIteration : c.currentIteration - 1;
    await sql(`update project set current_iteration = ?, screening_mode = ? where id = ?`, [
      c.currentIteration,
      c.continuous ? 'continuous' : 'iterations',
      projectId,
    ]);
    await sql(`update citation set is_relevant = null, iteration = null, duplicate_of = null where project_id = ?`, [
      projectId,
    ]);
    await sql(`update citation set is_relevant = ?, iteration = ?, duplicate_of = ? where id = ?`, [
      c.stored.is_relevant,
      iterationOf(c.stored.iteration),
      c.stored.duplicate ? keeper : null,
      target,
    ]);
    if (c.label !== null && c.others > 0)
      await sql(`update citation set is_relevant = ?, iteration = ? where id in (?)`, [
        c.label,
        c.currentIteration,
        rest.slice(0, c.others),
      ]);
    const selfCounts = c.stored.is_relevant === c.label && c.stored.iteration === 'current' && !c.stored.duplicate;
    return {
      continuous: c.continuous,
      currentIteration: c.currentIteration,
      citation: {
        is_relevant: c.stored.is_relevant,
        iteration: iterationOf(c.stored.iteration),
        duplicate: c.stored.duplicate,
      },
      label: c.label,
      classCount: c.label === null ? 0 : c.others + (selfCounts ? 1 : 0),
    };
  }

  it('takes or refuses every click exactly as the shared rules say', { timeout: 180_000 }, async () => {
    const all = cases();
    const outcomes = { taken: 0, refused: new Set<string>() };
    for (const c of all) {
      const click = await arrange(c);
      const expected = labelRefusal(click);
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/projects/${projectId}/citations/${ids[0]}/relevance`,
        headers: { cookie: user.cookie },
        payload: { is_relevant: c.label },
      });
      const seen = { status: res.statusCode, message: res.statusCode === 200 ? undefined : res.json().message };
      expect(seen, JSON.stringify(c)).toEqual(
        expected ? { status: 409, message: refusalMessage[expected] } : { status: 200, message: undefined },
      );
      if (expected) outcomes.refused.add(expected);
      else outcomes.taken++;
    }
    // The table reaches every rule and takes some clicks: a rule nobody checks could drift unseen.
    expect([...outcomes.refused].sort()).toEqual(['duplicate', 'finished', 'locked', 'maximum']);
    expect(outcomes.taken).toBeGreaterThan(20);
  });
});
