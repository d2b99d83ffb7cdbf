import { chooseKept, type KeepFacts } from './clusters.ts';
import type { DetectionMethod, DuplicateMatch } from './types.ts';

/** Why one record may be removed in favour of another. */
export interface Edge {
  method: DetectionMethod;
  similarity: number;
  reason: string;
}

export const exactEdge: Edge = {
  method: 'exact',
  similarity: 1,
  reason: 'identical title, abstract and bibliographic details',
};

type Judged = { kind: 'remove'; edge: Edge } | { kind: string };

/**
 * Splits groups of linked records into stars: the record a group keeps, and the records that may be
 * removed against that record itself. A~C and B~C never make A~B: a record with no removable link to
 * the kept one stays, and the rest of the group is split again around a record of its own. Pairs that
 * were linked only through a third record come back as unsettled, for a person to look at.
 */
export function splitIntoStars(
  records: KeepFacts[],
  groups: number[][],
  removable: Map<string, Edge>,
  judge: (a: number, b: number) => Judged,
): { matches: DuplicateMatch[]; unsettled: Array<[number, number]> } {
  const matches: DuplicateMatch[] = [];
  const unsettled: Array<[number, number]> = [];
  const edgeBetween = (a: number, b: number): Edge | null => {
    const key = `${Math.min(a, b)}:${Math.max(a, b)}`;
    const known = removable.get(key);
    if (known) return known;
    const verdict = judge(a, b);
    return verdict.kind === 'remove' ? (verdict as { edge: Edge }).edge : null;
  };
  for (const group of groups) {
    let remaining = group;
    while (remaining.length > 1) {
      const kept = chooseKept(records, remaining);
      const rest: number[] = [];
      for (const i of remaining) {
        if (i === kept) continue;
        const edge = edgeBetween(i, kept);
        if (edge) matches.push({ keptId: records[kept]!.id, removedId: records[i]!.id, ...edge });
        else {
          rest.push(i);
          unsettled.push([Math.min(i, kept), Math.max(i, kept)]);
        }
      }
      remaining = rest;
    }
  }
  return { matches, unsettled };
}
