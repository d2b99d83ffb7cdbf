import { readFileSync } from 'node:fs';
import { RandomForestClassifier } from 'ml-random-forest';
import { pairScore } from './pair-decision.ts';
import type { PairFeatures } from './pair-features.ts';

/** Scores many pairs at once: the probability that each is one publication. */
export type PairScorer = (pairs: PairFeatures[]) => number[];

const MISSING = -1;
const flag = (v: boolean | null) => (v === null ? MISSING : v ? 1 : 0);

/** The classifier's input: every feature as a number, missing fields as -1, the hand-made score last. */
export function featureVector(f: PairFeatures): number[] {
  return [
    f.title,
    flag(f.titleExact),
    flag(f.titlePrefix),
    f.abstract ?? MISSING,
    f.authors ?? MISSING,
    flag(f.firstAuthor),
    f.titleRelation === 'same' ? 0 : f.titleRelation === 'shortened' ? 1 : 2,
    f.yearDiff === null ? MISSING : Math.min(f.yearDiff, 5),
    f.journal ?? MISSING,
    flag(f.volume),
    flag(f.issue),
    flag(f.pages),
    flag(f.doi),
    Math.min(f.titleWords, 40),
    pairScore(f),
  ];
}

export const FEATURE_NAMES = [
  'title',
  'title_exact',
  'title_prefix',
  'abstract',
  'authors',
  'first_author',
  'title_relation',
  'year_diff',
  'journal',
  'volume',
  'issue',
  'pages',
  'doi',
  'title_words',
  'rule_score',
];

/** A scorer from a trained random forest (ml-random-forest's JSON). */
export function forestScorer(model: unknown): PairScorer {
  const forest = RandomForestClassifier.load(model as Parameters<typeof RandomForestClassifier.load>[0]);
  return (pairs) => (pairs.length === 0 ? [] : forest.predictProbability(pairs.map(featureVector), 1));
}

let committed: PairScorer | undefined;

/** The forest trained by scripts/train-dedup-model.ts on the labelled sets, loaded once. */
export function defaultScorer(): PairScorer {
  committed ??= forestScorer(JSON.parse(readFileSync(new URL('./pair-model.json', import.meta.url), 'utf8')));
  return committed;
}
