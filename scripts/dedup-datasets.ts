/** Loads the labelled duplicate sets of ../shared/datasets/dedup (read by path, never copied) and scores a result. */
import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import type { DedupRecord } from '../src/server/ml/dedup/types.ts';

interface Row {
  title: string;
  author: string;
  year: string;
  journal: string;
  volume: string;
  number: string;
  pages: string;
  doi: string;
  abstract: string;
  group_id: string;
}

export interface LabelledSet {
  records: DedupRecord[];
  /** The true group of each record, by position. */
  groups: string[];
}

export function loadLabelledSet(path: string): LabelledSet {
  const rows = parse(readFileSync(path), { columns: true, bom: true, relax_quotes: true }) as Row[];
  // Some sets fill `number` with the source database's record number (a different value on every row),
  // not the journal issue: read as issues, every pair would disagree.
  const numbers = rows.map((r) => r.number).filter(Boolean);
  const issueColumn = new Set(numbers).size < numbers.length * 0.9;
  return {
    groups: rows.map((r) => r.group_id),
    records: rows.map((r, i) => ({
      id: i + 1,
      title: r.title ?? '',
      abstract: r.abstract ?? '',
      authors: r.author,
      year: /^\d{4}/.test(r.year ?? '') ? Number(r.year.slice(0, 4)) : null,
      journal: r.journal,
      volume: r.volume,
      issue: issueColumn ? r.number : '',
      pages: r.pages,
      doi: r.doi,
    })),
  };
}

/** bib-dedupe's record-level metric: per true group, removing its last record is an FP; each extra kept record is an FN. */
export function scoreRemoval(groups: string[], removedIds: Set<number>) {
  const byGroup = new Map<string, number[]>();
  groups.forEach((g, i) => byGroup.set(g, [...(byGroup.get(g) ?? []), i + 1]));
  let tp = 0;
  let fp = 0;
  let fn = 0;
  for (const ids of byGroup.values()) {
    const removed = ids.filter((id) => removedIds.has(id)).length;
    if (removed === ids.length) {
      fp += 1;
      tp += removed - 1;
    } else {
      tp += removed;
      fn += ids.length - removed - 1;
    }
  }
  const precision = tp / (tp + fp || 1);
  const recall = tp / (tp + fn || 1);
  return { tp, fp, fn, precision, recall, f1: (2 * precision * recall) / (precision + recall || 1) };
}

export const formatScore = (s: ReturnType<typeof scoreRemoval>) =>
  `FP=${s.fp}  FN=${s.fn}  precision=${s.precision.toFixed(4)}  recall=${s.recall.toFixed(4)}  F1=${s.f1.toFixed(4)}`;
