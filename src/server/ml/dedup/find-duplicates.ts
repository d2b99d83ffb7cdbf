import { chooseKept, LabelAwareClusters } from './clusters.ts';
import { candidatePairs } from './candidates.ts';
import { LOWER, matchReason, needsReview, notDuplicateBecause, UPPER } from './pair-decision.ts';
import { pairFeatures } from './pair-features.ts';
import { defaultScorer, type PairScorer } from './pair-scorer.ts';
import { prepareRecords, type PreparedRecord } from './prepare.ts';
import type { DedupRecord, DedupResult, DetectionMethod, LabelConflict, PossibleDuplicate } from './types.ts';

interface Edge {
  method: DetectionMethod;
  similarity: number;
  reason: string;
}

/** Every compared field identical; a bare generic title ("Editorial") is not enough to be sure. */
function exactKey(r: PreparedRecord): string | null {
  if (!r.title || (r.generic && !r.doi && !r.pages)) return null;
  return [r.title, r.abstractDigest, r.doi, r.year ?? '', r.volume, r.issue, r.pages, r.surnames.join(' '), r.journalTokens.join(' ')].join('\u0001');
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

/**
 * Finds duplicate citations: exact matches first, then similar pairs from blocking, checked against
 * rules that no score overrules, then scored (by default with the committed random forest). Each group
 * keeps exactly one citation; the rest are reported with the reason, the method and the similarity.
 * A person's earlier decisions stand: pairs kept apart are never merged or suggested again. Pure and deterministic.
 */
export function findDuplicates(records: DedupRecord[], options: FindOptions = {}): DedupResult {
  return findPreparedDuplicates(prepareRecords(records), options);
}

/** findDuplicates on records prepared already (the caller can let go of their text first). */
export function findPreparedDuplicates(prepared: PreparedRecord[], { scorer = defaultScorer(), keepApart = [] }: FindOptions = {}): DedupResult {
  const records = prepared.map((p) => p.facts);
  const indexOf = new Map(records.map((r, i) => [r.id, i]));
  const apart = keepApart.flatMap(([a, b]) => (indexOf.has(a) && indexOf.has(b) ? [[indexOf.get(a)!, indexOf.get(b)!] as [number, number]] : []));
  const clusters = new LabelAwareClusters(records, apart);
  const edges = new Map<number, Edge>();
  const conflicts = new Map<string, LabelConflict>();
  const link = (a: number, b: number, edge: Edge) => {
    if (clusters.keptApart(a, b)) return;
    if (clusters.conflicts(a, b)) {
      const conflict = { aId: records[a]!.id, bId: records[b]!.id, similarity: edge.similarity };
      const key = `${conflict.aId}:${conflict.bId}`;
      if ((conflicts.get(key)?.similarity ?? -1) < conflict.similarity) conflicts.set(key, conflict);
    } else if (clusters.union(a, b)) {
      if (!edges.has(a) || edges.get(a)!.similarity < edge.similarity) edges.set(a, edge);
      if (!edges.has(b) || edges.get(b)!.similarity < edge.similarity) edges.set(b, edge);
    }
  };

  const exact = exactGroups(prepared);
  const exactEdge: Edge = { method: 'exact', similarity: 1, reason: 'identical title, abstract and bibliographic details' };
  for (const group of exact) for (const i of group.slice(1)) link(group[0]!, i, exactEdge);

  const scored: Array<{ a: number; b: number; edge: Edge }> = [];
  const possible: Array<PossibleDuplicate & { a: number; b: number }> = [];
  const pairs = candidatePairs(prepared).filter(([a, b]) => clusters.find(a) !== clusters.find(b));
  const allowed = pairs
    .map(([a, b]) => ({ a, b, f: pairFeatures(prepared[a]!, prepared[b]!) }))
    .filter(({ a, b, f }) => !notDuplicateBecause(f, prepared[a]!.generic || prepared[b]!.generic));
  const similarities = scorer(allowed.map((p) => p.f));
  for (const [k, { a, b, f }] of allowed.entries()) {
    const similarity = needsReview(f) ? Math.min(similarities[k]!, UPPER - 0.01) : similarities[k]!;
    if (similarity >= UPPER) scored.push({ a, b, edge: { method: f.doi ? 'doi' : 'similar', similarity, reason: matchReason(f) } });
    else if (similarity >= LOWER) possible.push({ a, b, aId: records[a]!.id, bId: records[b]!.id, similarity, reason: matchReason(f) });
  }
  // Strongest evidence first, so a chain is built from its best links.
  scored.sort((x, y) => y.edge.similarity - x.edge.similarity || x.a - y.a || x.b - y.b);
  for (const { a, b, edge } of scored) link(a, b, edge);

  const matches = clusters.groups().flatMap((group) => {
    const kept = chooseKept(records, group);
    return group
      .filter((i) => i !== kept)
      .map((i) => ({ keptId: records[kept]!.id, removedId: records[i]!.id, ...edges.get(i)! }));
  });
  const removedIds = new Set(matches.map((m) => m.removedId));
  return {
    matches,
    possible: possible.filter((p) => clusters.find(p.a) !== clusters.find(p.b) && !clusters.keptApart(p.a, p.b)).map(({ aId, bId, similarity, reason }) => ({ aId, bId, similarity, reason })),
    // A conflict with a record that was removed anyway is settled by the record kept in its place.
    conflicts: [...conflicts.values()].filter((c) => !removedIds.has(c.aId) && !removedIds.has(c.bId)),
    summary: {
      exact_duplicates_found: matches.filter((m) => m.method === 'exact').length,
      similar_duplicates_found: matches.filter((m) => m.method !== 'exact').length,
      hash_groups_processed: exact.length,
      tfidf_comparisons: allowed.length,
    },
  };
}
