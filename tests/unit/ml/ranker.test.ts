import { describe, expect, it } from 'vitest';
import { scoreWithModel, trainRanker, type RankerDoc } from '../../../src/server/ml/ranker/ranker.ts';

const topic = (i: number) =>
  i % 2 === 0 ? `statin randomized trial heart failure mortality adult ${i % 7 ? 'cohort' : 'elderly'}` : `exercise diet obesity food diary child ${i % 5 ? 'school' : 'play'}`;

/** 40 citations of two clearly separate topics; 5 of each labelled. */
const docs: RankerDoc[] = Array.from({ length: 40 }, (_, i) => ({
  id: i + 1,
  tokens: topic(i),
  label: i < 10 ? i % 2 === 0 : null,
}));

describe('the relevance ranker', () => {
  it('ranks the unlabelled citations of the relevant topic first, with scores between 0 and 1', () => {
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

  it('scores new text with the stored model after a JSON round trip', () => {
    const { model } = trainRanker(docs, 7);
    const [relevant, irrelevant] = scoreWithModel(JSON.parse(JSON.stringify(model)), ['statin trial heart failure', 'exercise diet obesity']);
    expect(relevant!).toBeGreaterThan(irrelevant!);
  });
});
