import { expect, it } from 'vitest';
import { retrainEvery } from '../../../src/server/ml/stopping/retrain-schedule.ts';

const trainingsFor = (decisions: number) => {
  let trainings = 0;
  for (let labelled = 2, since = Infinity; labelled <= decisions; labelled++, since++) {
    if (since >= retrainEvery(labelled)) {
      trainings++;
      since = 0;
    }
  }
  return trainings;
};

it('retrains after every decision early on, then in batches that keep a 100,000-citation review under 200 trainings', () => {
  expect([2, 10, 39].map((n) => retrainEvery(n))).toEqual([1, 1, 1]);
  expect(retrainEvery(1000)).toBe(50);
  expect(trainingsFor(100)).toBeGreaterThan(40);
  expect(trainingsFor(100_000)).toBeLessThan(200);
});
