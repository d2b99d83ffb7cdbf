import { TRPCClientError } from '@trpc/client';
import { describe, expect, test } from 'vitest';
import { trainingMessages } from '../../../src/shared/messages.ts';
import { labelRuleProblem, trainFailure } from '../../../src/web/lib/results-train.policy.ts';

describe("Retrain's hint against the 5-to-10 rule", () => {
  test('says what is missing without calling it an error, right after a training (no labels yet)', () => {
    const hint = labelRuleProblem({ iteration: 2, relevant: 0, irrelevant: 0 });
    expect(hint).toBe(
      'Label 5–10 relevant and 5–10 irrelevant citations in this iteration before retraining (now 0 relevant and 0 irrelevant).',
    );
    expect(hint).not.toMatch(/Invalid/);
  });

  test('names nothing once both classes are within the rule, and the class past it', () => {
    expect(labelRuleProblem({ iteration: 2, relevant: 5, irrelevant: 10 })).toBeUndefined();
    expect(labelRuleProblem({ iteration: 2, relevant: 11, irrelevant: 5 })).toMatch(/now 11 relevant and 5 irrelevant/);
  });
});

describe('the "Failed to train model" toast', () => {
  const refusal = (message: string, httpStatus: number) =>
    TRPCClientError.from({ error: { message, code: -32000, data: { httpStatus } } });

  test("gives a refusal after the tenth training (409) in the server's words, with no status prefix", () => {
    expect(trainFailure(refusal(trainingMessages.maxIterations, 409))).toEqual({
      message: trainingMessages.maxIterations,
    });
  });
});
