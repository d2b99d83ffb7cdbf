import { describe, expect, it } from 'vitest';
import { RandomForestClassifier } from 'ml-random-forest';
import { denseRows } from '../../../src/server/ml/ranker/forest.ts';
import { predictLogistic } from '../../../src/server/ml/ranker/logistic.ts';
import { logisticSettings } from '../../../src/server/ml/ranker/logistic-settings.ts';
import { scoreWithModel, trainRanker, type RankerDoc } from '../../../src/server/ml/ranker/ranker.ts';
import { Corpus, VocabularyIndex } from '../../../src/server/ml/ranker/corpus.ts';
import {
  learnVocabulary,
  termIndex,
  termsOf,
  wordsOf,
  vectorize,
  vectorizeColumns,
} from '../../../src/server/ml/ranker/text-features.ts';

const topic = (i: number) =>
  i % 2 === 0
    ? `statin randomized trial heart failure mortality adult ${i % 7 ? 'cohort' : 'elderly'}`
    : `exercise diet obesity food diary child ${i % 5 ? 'school' : 'play'}`;

/** 40 citations of two clearly separate topics; 5 of each labelled. */
const docs: RankerDoc[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  tokens: topic(i),
  label: i < 10 ? i % 2 === 0 : null,
}));

describe('the relevance ranker', () => {
  it('ranks the unlabeled citations of the relevant topic first, with scores between 0 and 1', () => {
    const { scores } = trainRanker(docs, 7);
    const unlabelled = scores.filter((s) => s.id > 10).sort((a, b) => b.score - a.score);
    const top = unlabelled.slice(0, 15).map((s) => s.id);
    expect(top.every((id) => (id - 1) % 2 === 0)).toBe(true);
    expect(scores.every((s) => s.score >= 0 && s.score <= 1)).toBe(true);
  });

  it('is deterministic for a seed and records what it was trained on', () => {
    const a = trainRanker(docs, 7);
    const b = trainRanker(docs, 7);
    expect(a.scores).toEqual(b.scores);
    expect(a.metrics.training_size).toBe(10);
    expect(a.model.vocabulary.terms.length).toBeGreaterThan(0);
  });

  it('weakens the penalty as labels and relevant labels grow past the size it was tuned at, and records what it trained with', () => {
    expect(logisticSettings({ labels: 10, relevant: 5 })).toMatchObject({ l2: 1e-3, epochs: 300 });
    expect(logisticSettings({ labels: 200, relevant: 100 })).toMatchObject({ l2: 1e-3, epochs: 300 });
    expect(logisticSettings({ labels: 400, relevant: 200 })).toMatchObject({ l2: 5e-4, epochs: 600 });
    // Thousands of labels but few relevant ones: no more evidence for the relevant class, the penalty as tuned.
    expect(logisticSettings({ labels: 3000, relevant: 40 })).toMatchObject({ l2: 1e-3, epochs: 300 });
    expect(logisticSettings({ labels: 3000, relevant: 75 })).toMatchObject({ l2: 1e-3 / 1.5, epochs: 450 });
    expect(logisticSettings({ labels: 3000, relevant: 40 }, undefined, true)).toMatchObject({ l2: 1e-3 / 15 });
    expect(logisticSettings({ labels: 2000, relevant: 500, rows: 2500 })).toMatchObject({ l2: 1e-4, epochs: 1500 });
    // Past 5,000,000 rows × epochs the epochs stop growing (never below the tuned 300): bounded training time.
    expect(logisticSettings({ labels: 4000, relevant: 1000, rows: 4500 })).toMatchObject({ l2: 5e-5, epochs: 1111 });
    expect(logisticSettings({ labels: 20000, relevant: 5000, rows: 20500 })).toMatchObject({ l2: 1e-5, epochs: 300 });
    const many = Array.from({ length: 420 }, (_, i) => ({
      id: i + 1,
      tokens: topic(i),
      label: i < 400 ? i % 2 === 0 : null,
    }));
    expect(trainRanker(many, 7).parameters.logistic).toMatchObject({ l2: 5e-4, epochs: 600 });
    const fewRelevant = many.map((d, i) => ({ ...d, label: d.label === null ? null : i % 20 === 0 }));
    expect(trainRanker(fewRelevant, 7).parameters.logistic).toMatchObject({ l2: 1e-3, epochs: 300 });
    expect(trainRanker(docs, 7).parameters.logistic).toMatchObject({ l2: 1e-3, epochs: 300 });
  });

  it('scores new text with the stored model after a JSON round trip', () => {
    const { model } = trainRanker(docs, 7);
    const [relevant, irrelevant] = scoreWithModel(JSON.parse(JSON.stringify(model)), [
      { tokens: 'statin trial heart failure' },
      { tokens: 'exercise diet obesity' },
    ]);
    expect(relevant!).toBeGreaterThan(irrelevant!);
  });
});

describe("the ranker's fast featurisation and forest", () => {
  // Seeded words from a small pool: over 30,000 word pairs in two or more citations, so the vocabulary's cut-off
  // falls inside a run of equal frequencies; one-letter words and double spaces as the tokeniser may leave them.
  let s = 12345;
  const next = () => (s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0) / 2 ** 32;
  const pool = Array.from({ length: 400 }, (_, i) => (i < 5 ? 'abcde'[i]! : i === 5 ? '' : `w${i.toString(36)}`));
  const corpus = Array.from({ length: 4000 }, (_, d) =>
    d % 97 === 0 ? '' : Array.from({ length: 40 }, () => pool[Math.floor(next() * pool.length)]!).join(' '),
  );

  it('learns the same vocabulary and vectors as the string-based reference, with word pairs', () => {
    const fast = new Corpus(corpus, { pairs: true });
    const vocabulary = fast.learnVocabulary();
    const reference = learnVocabulary(corpus.map(termsOf));
    expect(reference.terms.length).toBe(30_000);
    expect(vocabulary).toEqual(reference);
    const index = termIndex(reference);
    const buffer = new Int32Array(fast.maxTerms());
    const stored = new VocabularyIndex(vocabulary);
    const out = [new Int32Array(4)];
    for (const d of [0, 1, 2, 500, 3999]) {
      const expected = vectorize(termsOf(corpus[d]!), reference, index);
      expect(vectorizeColumns(buffer.subarray(0, fast.columnsOf(d, buffer)), vocabulary.idf)).toEqual(expected);
      expect(vectorizeColumns(stored.columnsOf(corpus[d]!, out), vocabulary.idf)).toEqual(expected);
    }
  });

  it('learns a vocabulary of words alone (the product), and their vectors, as the reference does', () => {
    const fast = new Corpus(corpus);
    const vocabulary = fast.learnVocabulary();
    const reference = learnVocabulary(corpus.map(wordsOf));
    expect(vocabulary).toEqual(reference);
    expect(vocabulary.terms.length).toBeGreaterThan(300);
    expect(vocabulary.terms.some((t) => t.includes(' '))).toBe(false);
    const index = termIndex(reference);
    const buffer = new Int32Array(fast.maxTerms());
    const stored = new VocabularyIndex(vocabulary);
    const out = [new Int32Array(4)];
    for (const d of [0, 1, 500, 3999]) {
      const expected = vectorize(wordsOf(corpus[d]!), reference, index);
      expect(vectorizeColumns(buffer.subarray(0, fast.columnsOf(d, buffer)), vocabulary.idf)).toEqual(expected);
      expect(vectorizeColumns(stored.columnsOf(corpus[d]!, out), vocabulary.idf)).toEqual(expected);
    }
  });

  it('with word pairs, learns the same vocabulary when words alone fill it, skipping only pairs too rare for it', () => {
    // Over 30,000 words in two or more citations: the 30,000th word's frequency is the least any pair needs.
    const wide = Array.from({ length: 8000 }, () =>
      Array.from({ length: 42 }, (_, k) =>
        k < 2 ? pool[6 + Math.floor(next() * 20)]! : `x${Math.floor(next() * 34_000).toString(36)}`,
      ).join(' '),
    );
    const last = learnVocabulary(wide.map(termsOf)).terms.at(-1)!;
    const cutoff = wide.filter((doc) => termsOf(doc).includes(last)).length;
    // A pair exactly as frequent as the vocabulary's last term, whose words are no more frequent: it is in.
    const edge = [...wide, ...Array.from({ length: cutoff }, () => 'aa1 aa2')];
    const fast = new Corpus(edge, { pairs: true });
    const vocabulary = fast.learnVocabulary();
    const reference = learnVocabulary(edge.map(termsOf));
    expect(reference.terms).toContain('aa1 aa2');
    expect(vocabulary).toEqual(reference);
    const index = termIndex(reference);
    const buffer = new Int32Array(fast.maxTerms());
    for (const d of [0, 1, 2999, 7999, edge.length - 1]) {
      expect(vectorizeColumns(buffer.subarray(0, fast.columnsOf(d, buffer)), vocabulary.idf)).toEqual(
        vectorize(termsOf(edge[d]!), reference, index),
      );
    }
  });

  it('scores as ml-random-forest and the regression did, for new models and for models stored without forestWeight', () => {
    const labelled = corpus.map((tokens, i) => ({ id: i + 1, tokens, label: i < 60 ? i % 3 === 0 : null }));
    const { model, scores } = trainRanker(labelled, 3);
    const stored = JSON.parse(JSON.stringify(model)) as typeof model;
    const texts = corpus.slice(0, 300);
    expect(
      scoreWithModel(
        stored,
        texts.map((tokens) => ({ tokens })),
      ),
    ).toEqual(scores.slice(0, 300).map((s) => s.score));
    // The previous implementation: ml-random-forest's own prediction and an even mean for older models.
    delete stored.forestWeight;
    const index = termIndex(stored.vocabulary);
    const vectors = texts.map((t) => vectorize(termsOf(t), stored.vocabulary, index));
    const forest = RandomForestClassifier.load(stored.forest as Parameters<typeof RandomForestClassifier.load>[0]);
    const forestPart = forest.predictProbability(denseRows(vectors, stored.selected), 1);
    expect(
      scoreWithModel(
        stored,
        texts.map((tokens) => ({ tokens })),
      ),
    ).toEqual(vectors.map((v, i) => 0.5 * predictLogistic(stored.logistic, v) + 0.5 * forestPart[i]!));
  });
});
