import type { SparseVector } from '../dedup/sparse-vector.ts';
import {
  compileForest,
  denseRows,
  EMPTY_FOREST,
  FOREST_OPTIONS,
  forestProbability,
  trainForest,
  type CompiledForest,
} from './forest.ts';
import { predictLogistic, trainLogistic, type LogisticModel } from './logistic.ts';
import { LOGISTIC, logisticSettings } from './logistic-settings.ts';
import { crossValidatedAuc } from './quality.ts';
import { ON_RELEVANT_WORDS, presumedSample, sparingRelevantWords, weighPresumed } from './presumed.ts';
import { Corpus, VocabularyIndex } from './corpus.ts';
import { titleTwice, vectorizeColumns, type Vocabulary } from './text-features.ts';

export interface RankerDoc {
  id: number;
  tokens: string;
  /** How many of the tokens are the title's (the first ones); null or absent: none counted twice. */
  title_token_count?: number | null;
  label: boolean | null;
  /** Undecided but set aside by a reviewer (Maybe): never presumed irrelevant. */
  set_aside?: boolean;
}

export interface RankerModel {
  name: string;
  vocabulary: Vocabulary;
  logistic: LogisticModel;
  selected: number[];
  forest: unknown;
  /** Share of the forest in the score; models stored before it existed used an even mean. */
  forestWeight?: number;
  /** Trained on titles counted twice (titleTwice); models stored before read each citation's text once. */
  titleTwice?: boolean;
}

/** A citation's stored tokens and how many of them are the title's. */
export type CitationTokens = Pick<RankerDoc, 'tokens' | 'title_token_count'>;

/** A citation's text as the ranker trains on it now: the title twice (every model since titleTwice). */
export const trainingText = ({ tokens, title_token_count }: CitationTokens) =>
  titleTwice(tokens, title_token_count ?? 0);

/** A citation's text as a stored model reads it: as it was trained, the title twice or the text once. */
const textFor = (model: Pick<RankerModel, 'titleTwice'>, doc: CitationTokens) =>
  model.titleTwice ? trainingText(doc) : doc.tokens;

export interface TrainedRanker {
  model: RankerModel;
  scores: Array<{ id: number; score: number }>;
  metrics: { cv_auc: number | null; training_size: number };
  parameters: Record<string, unknown>;
}

export const MODEL_NAME = 'tfidf-logistic+random-forest';
const SELECTED_TERMS = 100;
// On the benchmark (docs/ranking.md) the forest alone ranks worse than the regression and an even mean cost
// about 6 points of WSS@95 (a quarter: 3); at a tenth it reorders citations the regression barely separates,
// at no cost on those four sets (a few points on two other sets checked).
const FOREST_WEIGHT = 0.1;

const combine = (logistic: number, forest: number, forestWeight: number) =>
  (1 - forestWeight) * logistic + forestWeight * forest;

/** A trained model's score of one citation's TF-IDF vector: the regression and the forest over the selected terms. */
function scorer(
  logistic: LogisticModel,
  selected: number[],
  forest: CompiledForest,
  forestWeight: number,
  dims: number,
) {
  const selectedColumn = new Int32Array(dims).fill(-1);
  selected.forEach((term, c) => (selectedColumn[term] = c));
  const row = new Float64Array(selected.length);
  return (v: SparseVector) => {
    row.fill(0);
    for (let i = 0; i < v.idx.length; i++) {
      const c = selectedColumn[v.idx[i]!]!;
      if (c >= 0) row[c] = v.val[i]!;
    }
    return combine(predictLogistic(logistic, v), forestProbability(forest, row), forestWeight);
  };
}

/** The terms the logistic model leans on most, among those present in labelled citations: the forest's columns. */
function selectTerms(model: LogisticModel, labelled: SparseVector[]): number[] {
  const present = new Set(labelled.flatMap((v) => Array.from(v.idx)));
  return [...present]
    .sort((a, b) => Math.abs(model.weights[b]!) - Math.abs(model.weights[a]!) || a - b)
    .slice(0, SELECTED_TERMS);
}

/** A project's citations for training: their words (in a Corpus), and each one's id and label, in the same order. */
export interface RankerCorpus {
  /** Each citation's trainingText. */
  corpus: Corpus;
  ids: number[];
  labels: Array<boolean | null>;
  /** Positions of unlabelled citations set aside as Maybe: left out of the presumed-irrelevant sample. */
  setAside?: ReadonlySet<number>;
}

/** trainOnCorpus for citations given whole. */
export function trainRanker(docs: RankerDoc[], seed = 1, options: FitOptions = {}): TrainedRanker {
  const setAside = new Set(docs.flatMap((d, i) => (d.set_aside ? [i] : [])));
  return trainOnCorpus(
    {
      corpus: new Corpus(docs.map(trainingText)),
      ids: docs.map((d) => d.id),
      labels: docs.map((d) => d.label),
      setAside,
    },
    seed,
    options,
  );
}

/**
 * Trains on every labelled citation plus a seeded sample of unlabelled ones presumed irrelevant, and
 * scores every citation: TF-IDF over lemmas, a class-balanced logistic regression, and a
 * balanced random forest (ml-random-forest) over the terms the regression found most telling; the score
 * is a weighted mean of the two probabilities. Deterministic for a seed.
 *
 * Why the presumed-irrelevant sample (as in Cormack & Grossman's AutoTAR): where relevant records are a
 * few per cent of a search, a random unlabelled citation is almost always irrelevant, and with only a few
 * dozen labels the sample shows the models what ordinary, off-topic vocabulary looks like. Where they are
 * not, it would teach the model that relevant vocabulary is irrelevant: each sampled citation counts by
 * how unlike the labelled relevant ones it is (presumed.ts, weighPresumed), and keeps only half its value on
 * the words the labelled relevant citations use (sparingRelevantWords).
 */
export function trainOnCorpus(project: RankerCorpus, seed = 1, options: FitOptions = {}): TrainedRanker {
  const { scoreOf, crossValidate: _later, ...fitted } = fitOnCorpus(project, seed, options);
  return { ...fitted, scores: project.ids.map((id, i) => ({ id, score: scoreOf(i) })) };
}

/** A model fitted to a project, and the score it gives the project's i-th citation (by position in the corpus). */
export type FittedRanker = Omit<TrainedRanker, 'scores'> & {
  scoreOf: (i: number) => number;
  crossValidate: () => number | null;
};

/** trainOnCorpus without scoring: the caller scores the citations when and in what pieces it likes. */
export function fitOnCorpus(
  { corpus, ids, labels, setAside }: RankerCorpus,
  seed = 1,
  options: FitOptions = {},
): FittedRanker {
  if (ids.length !== corpus.size || labels.length !== corpus.size)
    throw new Error(`${corpus.size} citations came with ${ids.length} ids and ${labels.length} labels`);
  // Only the training rows need vectors up front; every citation is vectorised once more, one at a time, to be scored.
  const vocabulary = corpus.learnVocabulary();
  const buffer = new Int32Array(corpus.maxTerms());
  const vectorOf = (i: number) => vectorizeColumns(buffer.subarray(0, corpus.columnsOf(i, buffer)), vocabulary.idf);
  const { score, model, ...fitted } = fitVectors(vectorOf, labels, vocabulary.terms.length, seed, {
    ...options,
    setAside: options.setAside ?? setAside,
  });
  return {
    ...fitted,
    // The corpus holds each citation's trainingText (the title twice); the stored model says so, and reads new
    // citations the same way (scoreWithModel). The simulation's other feature sets train on other texts, never stored.
    model: { ...model, vocabulary, titleTwice: true },
    parameters: { ...fitted.parameters, title_twice: true },
    scoreOf: (i) => score(vectorOf(i)),
  };
}

/** How the presumed-irrelevant sample is used: weighed by the evidence of prevalence (the product), as is, or not at all. */
export type PresumedMode = 'weighed' | 'fixed' | 'none';
export interface FitOptions {
  presumed?: PresumedMode;
  forestWeight?: number;
  /**
   * The cross-validated AUC of each training, in `metrics` (default on; off, the simulation does not read it, and
   * the training worker has it worked out by `crossValidate` once the scores are out).
   */
  quality?: boolean;
  /** The regression's L2 penalty (the simulation's experiments; the product keeps LOGISTIC's). */
  l2?: number;
  /** The regression's epochs of gradient descent (the simulation's experiments; the product keeps LOGISTIC's). */
  epochs?: number;
  /** Unlabelled positions a reviewer set aside as Maybe: they may well be relevant, so never presumed irrelevant. */
  setAside?: ReadonlySet<number>;
  /** What a presumed-irrelevant citation keeps of the words relevant labels use (the simulation's experiments; the product keeps ON_RELEVANT_WORDS). */
  onRelevantWords?: number;
  /** The penalty and epochs as tuned whatever the number of labels (the simulation's model before logisticSettings). */
  fixedPenalty?: boolean;
  /** The penalty giving way with the labels alone, whatever the relevant ones (the simulation's rule before). */
  penaltyByLabelsOnly?: boolean;
}

/**
 * The model fitted to citations given as vectors (vectorOf(i) for the i-th label), and its scorer of any
 * vector. The simulation calls it with vectors it computed once per set.
 */
export function fitVectors(
  vectorOf: (i: number) => SparseVector,
  labels: Array<boolean | null>,
  dims: number,
  seed: number,
  options: FitOptions = {},
) {
  const { presumed: mode = 'weighed', forestWeight = FOREST_WEIGHT, quality = true } = options;
  const labelled = labels.flatMap((label, i) => (label === null ? [] : [i]));
  const base = { l2: options.l2 ?? LOGISTIC.l2, epochs: options.epochs ?? LOGISTIC.epochs };
  const x = labelled.map(vectorOf);
  const y = labelled.map((i) => (labels[i] ? 1 : 0));
  const sample = mode === 'none' ? presumedSample([], seed) : presumedSample(labels, seed, undefined, options.setAside);
  const presumed = mode === 'weighed' ? weighPresumed(sample, { x, y }, vectorOf, dims) : sample;
  const rows = labelled.length + presumed.rows.length;
  const size = { labels: labelled.length, relevant: y.filter((v) => v === 1).length, rows };
  const settings = options.fixedPenalty
    ? { ...LOGISTIC, ...base }
    : logisticSettings(size, base, options.penaltyByLabelsOnly);
  const onRelevantWords = options.onRelevantWords ?? ON_RELEVANT_WORDS;
  const spare = sparingRelevantWords(
    x.filter((_, k) => y[k] === 1),
    onRelevantWords,
  );
  const xTrain = [...x, ...presumed.rows.map((i) => spare(vectorOf(i)))];
  const yTrain = [...y, ...presumed.rows.map(() => 0)];
  const logistic = trainLogistic(xTrain, yTrain, dims, settings, [...y.map(() => 1), ...presumed.weights]);
  const selected = selectTerms(logistic, x);
  // The forest takes no weights: it sees the presumed citations more likely irrelevant than not.
  const forestRows = [...x.keys(), ...presumed.weights.flatMap((w, k) => (w >= 0.5 ? [x.length + k] : []))];
  const forestData =
    forestWeight > 0
      ? trainForest(
          denseRows(
            forestRows.map((k) => xTrain[k]!),
            selected,
          ),
          forestRows.map((k) => yTrain[k]!),
          seed,
        ).toJSON()
      : EMPTY_FOREST;
  // Through JSON text: toJSON() keeps ml-matrix objects that would not survive a worker hand-over or the database.
  const forest = JSON.parse(JSON.stringify(forestData)) as unknown;
  const score = scorer(logistic, selected, compileForest(forest), forestWeight, dims);
  const crossValidate = () => crossValidatedAuc(x, y, dims);
  return {
    model: { name: MODEL_NAME, logistic, selected, forest, forestWeight },
    score,
    /** The cross-validated AUC on these labels, for a caller that turned `quality` off to have it later. */
    crossValidate,
    metrics: { cv_auc: quality ? crossValidate() : null, training_size: labelled.length },
    parameters: {
      logistic: settings,
      forest: { ...FOREST_OPTIONS, seed },
      forest_weight: forestWeight,
      presumed_irrelevant: presumed.rows.length,
      presumed_mode: mode,
      presumed_weight: presumed.weights.reduce((a, b) => a + b, 0),
      presumed_on_relevant_words: onRelevantWords,
      estimated_prevalence: presumed.prevalence,
      selected_terms: selected.length,
      vocabulary_size: dims,
    },
  };
}

/** Scores new citations (their stored tokens) with a stored model, each read as the model was trained. */
export function scoreWithModel(model: RankerModel, docs: CitationTokens[]): number[] {
  const index = new VocabularyIndex(model.vocabulary);
  const score = scorer(
    model.logistic,
    model.selected,
    compileForest(model.forest),
    model.forestWeight ?? 0.5,
    model.vocabulary.terms.length,
  );
  const buffer = [new Int32Array(1024)];
  return docs.map((d) => score(vectorizeColumns(index.columnsOf(textFor(model, d), buffer), model.vocabulary.idf)));
}
