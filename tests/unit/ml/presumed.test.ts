import { describe, expect, it } from 'vitest';
import {
  ON_RELEVANT_WORDS,
  presumedSample,
  sparingRelevantWords,
  weighPresumed,
} from '../../../src/server/ml/ranker/presumed.ts';
import { Corpus } from '../../../src/server/ml/ranker/corpus.ts';
import { scoreWithModel, trainRanker, type RankerDoc } from '../../../src/server/ml/ranker/ranker.ts';
import { vectorizeColumns } from '../../../src/server/ml/ranker/text-features.ts';

const relevantText = (i: number) =>
  `statin randomized trial heart failure mortality ${i % 3 ? 'adult' : 'elderly'} cohort ${i % 4 ? 'placebo' : 'dose'}`;
const irrelevantText = (i: number) =>
  `exercise diet obesity food diary child ${i % 5 ? 'school' : 'play'} ${i % 3 ? 'survey' : 'interview'}`;

/** 5 + 5 labelled citations, then 600 unlabelled of which `share` are on the relevant topic. */
function project(share: number): RankerDoc[] {
  const labelled = Array.from({ length: 10 }, (_, i) => ({
    tokens: i % 2 ? irrelevantText(i) : relevantText(i),
    label: i % 2 === 0,
  }));
  const unlabelled = Array.from({ length: 600 }, (_, i) => ({
    tokens: (i * 37) % 100 < share * 100 ? relevantText(i) : irrelevantText(i),
    label: null,
  }));
  return [...labelled, ...unlabelled].map((d, i) => ({ id: i + 1, ...d }));
}

function weighed(docs: RankerDoc[], seed: number) {
  const corpus = new Corpus(docs.map((d) => d.tokens));
  const vocabulary = corpus.learnVocabulary();
  const buffer = new Int32Array(corpus.maxTerms());
  const vectorOf = (i: number) => vectorizeColumns(buffer.subarray(0, corpus.columnsOf(i, buffer)), vocabulary.idf);
  const labels = docs.map((d) => d.label);
  const labelled = labels.flatMap((l, i) => (l === null ? [] : [i]));
  const x = labelled.map(vectorOf);
  const y = labelled.map((i) => (labels[i] ? 1 : 0));
  return weighPresumed(presumedSample(labels, seed), { x, y }, vectorOf, vocabulary.terms.length);
}

const total = (weights: number[]) => weights.reduce((a, b) => a + b, 0);

describe('the presumed-irrelevant sample weighed by the evidence of prevalence', () => {
  it('counts fewer unlabeled citations as irrelevant where more of them look relevant', () => {
    const rare = weighed(project(0.02), 3);
    const common = weighed(project(0.3), 3);
    expect(rare.rows).toHaveLength(500);
    expect(common.rows).toHaveLength(500);
    expect(rare.prevalence!).toBeLessThan(0.1);
    expect(common.prevalence!).toBeGreaterThan(0.15);
    expect(total(common.weights)).toBeLessThan(total(rare.weights) - 50);
    // Where relevant records are rare the sample counts nearly as a whole, as it did before it was weighed.
    expect(total(rare.weights)).toBeGreaterThan(450);
  });

  it('gives the relevant-looking citations of the sample the smallest weights', () => {
    const docs = project(0.3);
    const { rows, weights } = weighed(docs, 3);
    const onTopic = weights.filter((_, k) => docs[rows[k]!]!.tokens.startsWith('statin'));
    const offTopic = weights.filter((_, k) => !docs[rows[k]!]!.tokens.startsWith('statin'));
    expect(Math.max(...onTopic)).toBeLessThan(Math.min(...offTopic));
  });

  it('is deterministic for a seed and draws another sample for another seed', () => {
    const docs = project(0.3);
    expect(weighed(docs, 5)).toEqual(weighed(docs, 5));
    expect(weighed(docs, 6).rows).not.toEqual(weighed(docs, 5).rows);
    expect(trainRanker(docs, 5).scores).toEqual(trainRanker(docs, 5).scores);
  });

  it('ranks the relevant topic first at high prevalence, and a model stored before the change still scores', () => {
    const docs = project(0.3);
    const { scores, model, parameters } = trainRanker(docs, 2);
    expect(parameters.estimated_prevalence).toBeGreaterThan(0.15);
    const unlabelled = scores.filter((s) => s.id > 10).sort((a, b) => b.score - a.score);
    const onTopic = unlabelled.filter((s) => docs[s.id - 1]!.tokens.startsWith('statin')).length;
    expect(unlabelled.slice(0, onTopic).every((s) => docs[s.id - 1]!.tokens.startsWith('statin'))).toBe(true);
    // A stored model from before the forest had a weight: the same fields without forestWeight, scored as an even mean.
    const { forestWeight, ...old } = JSON.parse(JSON.stringify(model)) as typeof model;
    expect(forestWeight).toBeGreaterThan(0);
    const [relevant, irrelevant] = scoreWithModel(old, [{ tokens: relevantText(1) }, { tokens: irrelevantText(1) }]);
    expect(relevant!).toBeGreaterThan(0.5);
    expect(irrelevant!).toBeLessThan(0.5);
  });
});

describe('the words of the relevant labels in the presumed-irrelevant sample', () => {
  const vector = (idx: number[], val: number[]) => ({ idx: Int32Array.from(idx), val: Float64Array.from(val) });

  it('count at half their value; other words at their full value', () => {
    const spare = sparingRelevantWords([vector([1, 2], [0.6, 0.8]), vector([5], [1])]);
    expect(ON_RELEVANT_WORDS).toBe(0.5);
    const spared = spare(vector([0, 2, 5, 7], [0.4, 0.4, 0.6, 0.57]));
    expect(Array.from(spared.idx)).toEqual([0, 2, 5, 7]);
    expect(Array.from(spared.val)).toEqual([0.4, 0.2, 0.3, 0.57]);
    expect(sparingRelevantWords([vector([2], [1])], 1)(vector([2], [0.4])).val[0]).toBe(0.4);
  });

  it('are taught as irrelevant less where many sampled citations are relevant, so the model leans on them more', () => {
    const docs = project(0.3);
    const weightOf = (trained: ReturnType<typeof trainRanker>, term: string) =>
      trained.model.logistic.weights[trained.model.vocabulary.terms.indexOf(term)]!;
    const spared = trainRanker(docs, 2);
    const whole = trainRanker(docs, 2, { onRelevantWords: 1 });
    expect(spared.parameters.presumed_on_relevant_words).toBe(ON_RELEVANT_WORDS);
    expect(weightOf(spared, 'statin')).toBeGreaterThan(weightOf(whole, 'statin'));
    // A word no relevant label uses is taught by the sample as before.
    expect(weightOf(spared, 'obesity')).toBeLessThan(0);
  });
});

describe('records set aside as Maybe', () => {
  it('are never drawn into the presumed-irrelevant sample', () => {
    const docs = project(0.3);
    const labels = docs.map((d) => d.label);
    const setAside = new Set(Array.from({ length: 200 }, (_, k) => 10 + k * 3));
    const { rows } = presumedSample(labels, 3, 500, setAside);
    // 600 unlabelled, 200 of them set aside: the sample takes the other 400.
    expect(rows).toHaveLength(400);
    expect(rows.filter((i) => setAside.has(i))).toEqual([]);
    // Without them the sample would have held some.
    expect(presumedSample(labels, 3).rows.some((i) => setAside.has(i))).toBe(true);
  });

  it('count as presumed irrelevant in no training, so the model ranks them as it ranks the others like them', () => {
    const docs = project(0.3).map((d, i) => ({ ...d, set_aside: i >= 10 && d.tokens.startsWith('statin') }));
    const plain = trainRanker(project(0.3), 4);
    const aside = trainRanker(docs, 4);
    const mean = (scores: Array<{ id: number; score: number }>, pick: (i: number) => boolean) => {
      const s = scores.filter((_, i) => pick(i));
      return s.reduce((a, b) => a + b.score, 0) / s.length;
    };
    const setAside = (i: number) => docs[i]!.set_aside;
    expect(mean(aside.scores, setAside)).toBeGreaterThan(mean(plain.scores, setAside));
  });
});
