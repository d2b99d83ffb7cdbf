import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findDuplicates } from '../../../src/server/ml/dedup/find-duplicates.ts';
import type { DedupRecord } from '../../../src/server/ml/dedup/types.ts';

/**
 * Hand-made trap pairs for the duplicate finder (tests/fixtures/dedup-traps.json). Each case is two records
 * (ids 1 and 2), optionally with other records of the same project (ids 3+), and the decision a careful
 * reviewer wants for the pair: removed automatically, suggested as a possible duplicate, or left alone.
 */
type Decision = 'remove' | 'possible' | 'distinct';

interface TrapCase {
  id: string;
  class: string;
  why: string;
  expect: Decision;
  a: DedupRecord;
  b: DedupRecord;
  context?: DedupRecord[];
}

const cases = JSON.parse(
  readFileSync(new URL('../../fixtures/dedup-traps.json', import.meta.url), 'utf8'),
) as TrapCase[];

// Every class the issue names; the suite must hold at least one case of each.
const REQUIRED_CLASSES = [
  'recurring-title',
  'one-word-differs',
  'cross-source',
  'truncated',
  'subtitle',
  'spelling',
  'html',
  'doi-supplement',
  'erratum',
  'reply',
  'conference-vs-article',
  'translated',
  'generic',
  'chain',
  'same-record',
];

/** What the finder decided for the pair (a, b) alone, with the reason it gave. */
function decide(c: TrapCase): { decision: Decision; reason: string } {
  const result = findDuplicates([c.a, c.b, ...(c.context ?? [])]);
  const pair = (x: number, y: number) => (x === c.a.id && y === c.b.id) || (x === c.b.id && y === c.a.id);
  const match = result.matches.find((m) => pair(m.keptId, m.removedId));
  if (match) return { decision: 'remove', reason: `${match.method}: ${match.reason}` };
  const possible = result.possible.find((p) => pair(p.aId, p.bId));
  if (possible) return { decision: 'possible', reason: possible.reason };
  const involved = result.matches
    .filter((m) => [c.a.id, c.b.id].includes(m.removedId))
    .map((m) => `${m.removedId}→kept ${m.keptId}`);
  return { decision: 'distinct', reason: involved.length ? `not paired (${involved.join(', ')})` : 'not paired' };
}

describe('duplicate trap suite', () => {
  it('has at least 80 cases, unique ids, and every class the issue names', () => {
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const classes = new Set(cases.map((c) => c.class));
    expect(REQUIRED_CLASSES.filter((k) => !classes.has(k))).toEqual([]);
    for (const c of cases) {
      expect(['remove', 'possible', 'distinct'], c.id).toContain(c.expect);
      expect([c.a.id, c.b.id], c.id).toEqual([1, 2]);
      expect(c.why.length, c.id).toBeGreaterThan(10);
    }
  });

  it.each(cases)('$id ($class) → $expect', (c) => {
    const { decision, reason } = decide(c);
    expect(
      decision,
      `${c.id}: expected ${c.expect}, engine said ${decision} (${reason}). Why ${c.expect}: ${c.why}`,
    ).toBe(c.expect);
  });
});
