import { NOTICE_KINDS } from '../../../shared/publication-kind.ts';
import { candidatePairs } from './candidates.ts';
import { LabelAwareClusters } from './clusters.ts';
import { type Edge, exactEdge, splitIntoStars } from './stars.ts';
import {
  CERTAIN,
  contradiction,
  looksAlike,
  LOWER,
  matchReason,
  notDuplicateBecause,
  pairScore,
  positiveEvidence,
  UPPER,
} from './pair-decision.ts';
import { pairFeatures } from './pair-features.ts';
import { defaultScorer, type PairScorer } from './pair-scorer.ts';
import { prepareRecords, type PreparedRecord } from './prepare.ts';
import type { DedupRecord, DedupResult, LabelConflict, PossibleDuplicate } from './types.ts';

/** Every compared field identical; a bare generic title ("Editorial") is not enough to be sure. */
function exactKey(r: PreparedRecord): string | null {
  if (!r.title || (r.generic && !r.doi && !r.pages)) return null;
  // A title alone is no evidence: identical copies also share a DOI, an abstract, or authors and a place.
  if (!r.doi && !r.abstractDigest && !(r.surnames.length && (r.year || r.volume || r.pages))) return null;
  return [
    r.title,
    r.abstractDigest,
    r.doi,
    r.year ?? '',
    r.volume,
    r.issue,
    r.pages,
    r.surnames.join(' '),
    r.journalTokens.join(' '),
    // A notice under its article's title and fields is not that article (pair-features.ts, kinds).
    r.kind !== null && NOTICE_KINDS.has(r.kind) ? r.kind : '',
  ].join('\u0001');
}

function exactGroups(prepared: PreparedRecord[]): number[][] {
  const byKey = new Map<string, number[]>();
  prepared.forEach((r, i) => {
    const key = exactKey(r);
    if (key === null) return;
    const group = byKey.get(key);
    if (group) group.push(i);
    else byKey.set(key, [i]);
  });
  return [...byKey.values()].filter((g) => g.length > 1);
}

export interface FindOptions {
  scorer?: PairScorer;
  /** Pairs of citation ids a person has said are different publications (restored, or "Not duplicates"). */
  keepApart?: Array<[number, number]>;
}

/** What a pair of records is: one publication to remove, one for a person to look at, or neither. */
type Verdict =
  { kind: 'remove'; edge: Edge } | { kind: 'possible'; similarity: number; reason: string } | { kind: 'distinct' };

/**
 * Judges pairs. Removal needs positive evidence, nothing that contradicts it and the classifier's
 * agreement; a rule that tells records apart only keeps a pair from a person when the pair does not
 * otherwise look alike; the rest above the lower similarity is for a person.
 */
function judge(prepared: PreparedRecord[], scorer: PairScorer, pairs: Array<[number, number]>): Verdict[] {
  const features = pairs.map(([a, b]) => pairFeatures(prepared[a]!, prepared[b]!));
  const generic = pairs.map(([a, b]) => prepared[a]!.generic || prepared[b]!.generic);
  const apart = features.map((f, k) => notDuplicateBecause(f, generic[k]!));
  const alike = features.map((f, k) => looksAlike(f, generic[k]!));
  // The classifier learnt only pairs no rule tells apart; the others get the hand-made score.
  const scores = scorer(features.filter((_, k) => !apart[k]));
  let next = 0;
  return features.map((f, k): Verdict => {
    if (apart[k] && (!alike[k] || CERTAIN.has(apart[k]))) return { kind: 'distinct' };
    const similarity = apart[k] ? pairScore(f) : scores[next++]!;
    const against = apart[k] ?? contradiction(f);
    const evidence = positiveEvidence(f, generic[k]!);
    if (evidence && !against && similarity >= UPPER)
      return { kind: 'remove', edge: { method: f.doi ? 'doi' : 'similar', similarity, reason: matchReason(f) } };
    if (similarity >= LOWER || evidence || alike[k])
      return { kind: 'possible', similarity, reason: against ? `${matchReason(f)}; but ${against}` : matchReason(f) };
    return { kind: 'distinct' };
  });
}

/**
 * Finds duplicate citations: exact matches first, then similar pairs from blocking. A pair is removed
 * only with positive evidence (DOI, or title + authors + a place in the journal) and nothing that
 * contradicts it, and only against the record its group keeps, never through a third record; whatever
 * else looks alike is a possible duplicate for a person. Each group keeps exactly one citation.
 * A person's earlier decisions stand: pairs kept apart are never merged or suggested again. Pure and deterministic.
 */
export function findDuplicates(records: DedupRecord[], options: FindOptions = {}): DedupResult {
  return findPreparedDuplicates(prepareRecords(records), options);
}

/** findDuplicates on records prepared already (the caller can let go of their text first). */
export function findPreparedDuplicates(
  prepared: PreparedRecord[],
  { scorer = defaultScorer(), keepApart = [] }: FindOptions = {},
): DedupResult {
  const records = prepared.map((p) => p.facts);
  const indexOf = new Map(records.map((r, i) => [r.id, i]));
  const apart = keepApart.flatMap(([a, b]) =>
    indexOf.has(a) && indexOf.has(b) ? [[indexOf.get(a)!, indexOf.get(b)!] as [number, number]] : [],
  );
  const clusters = new LabelAwareClusters(records, apart);
  const removable = new Map<string, Edge>();
  const conflicts = new Map<string, LabelConflict>();
  const link = (a: number, b: number, edge: Edge) => {
    if (clusters.keptApart(a, b)) return;
    if (clusters.conflicts(a, b)) {
      const conflict = { aId: records[a]!.id, bId: records[b]!.id, similarity: edge.similarity };
      const key = `${conflict.aId}:${conflict.bId}`;
      if ((conflicts.get(key)?.similarity ?? -1) < conflict.similarity) conflicts.set(key, conflict);
      return;
    }
    removable.set(`${Math.min(a, b)}:${Math.max(a, b)}`, edge);
    clusters.union(a, b);
  };

  const exact = exactGroups(prepared);
  for (const group of exact)
    for (const [x, i] of group.entries()) for (const j of group.slice(x + 1)) link(i, j, exactEdge);

  const pairs = candidatePairs(prepared).filter(([a, b]) => !removable.has(`${a}:${b}`));
  const verdicts = judge(prepared, scorer, pairs);
  // Possible pairs by `a:b` (a < b): a pair linked only through a third record may have been judged already.
  const possible = new Map<string, PossibleDuplicate & { a: number; b: number }>();
  const offer = (a: number, b: number, verdict: Verdict) => {
    if (verdict.kind === 'possible' && !possible.has(`${a}:${b}`)) {
      possible.set(`${a}:${b}`, {
        a,
        b,
        aId: records[a]!.id,
        bId: records[b]!.id,
        similarity: verdict.similarity,
        reason: verdict.reason,
      });
    }
  };
  pairs.forEach(([a, b], k) => {
    const verdict = verdicts[k]!;
    if (verdict.kind === 'remove') link(a, b, verdict.edge);
    else offer(a, b, verdict);
  });

  // Within a group, a record goes only against the one kept; a pair not judged yet is judged now, once.
  const judgedLate = new Map<string, Verdict>();
  const judgeOne = (x: number, y: number) => {
    const [a, b] = [Math.min(x, y), Math.max(x, y)];
    let verdict = judgedLate.get(`${a}:${b}`);
    if (!verdict) judgedLate.set(`${a}:${b}`, (verdict = judge(prepared, scorer, [[a, b]])[0]!));
    return verdict;
  };
  const { matches, unsettled } = splitIntoStars(records, clusters.groups(), removable, judgeOne);
  for (const [a, b] of unsettled) offer(a, b, judgeOne(a, b));
  const keptFor = new Map(matches.map((m) => [m.removedId, m.keptId]));
  const groupOf = (id: number) => keptFor.get(id) ?? id;
  // A conflict with a record that was removed anyway is settled by the record kept in its place.
  const openConflicts = [...conflicts.values()].filter((c) => !keptFor.has(c.aId) && !keptFor.has(c.bId));
  // A pair listed for its conflicting labels is not listed a second time as a similar pair.
  const conflicting = new Set(openConflicts.flatMap((c) => [`${c.aId}:${c.bId}`, `${c.bId}:${c.aId}`]));
  return {
    matches,
    possible: [...possible.values()]
      .filter((p) => groupOf(p.aId) !== groupOf(p.bId) && !clusters.keptApart(p.a, p.b))
      .filter((p) => !conflicting.has(`${p.aId}:${p.bId}`))
      .map(({ aId, bId, similarity, reason }) => ({ aId, bId, similarity, reason })),
    conflicts: openConflicts,
    summary: {
      exact_duplicates_found: matches.filter((m) => m.method === 'exact').length,
      similar_duplicates_found: matches.filter((m) => m.method !== 'exact').length,
      hash_groups_processed: exact.length,
      tfidf_comparisons: pairs.length,
    },
  };
}
