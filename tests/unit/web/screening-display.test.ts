import { describe, expect, test } from 'vitest';
import { buttonBlock, isLocked, shortcutBlock } from '../../../src/web/lib/label-rules.ts';
import { fromPercent, modelStatus, pValueText, toPercent } from '../../../src/web/lib/screening-display.ts';

describe('the model line of the screening view', () => {
  const status = {
    model_trained_at: null,
    labelled_since_training: 0,
    model_retraining: false,
    ordered_by_keywords: true,
  };
  test('says the keyword order is used until there is a model', () => {
    expect(modelStatus(status)).toBe('Keyword order until the first relevant and irrelevant decisions');
  });
  test('says the file order is used until there is a model when no include keyword orders the records', () => {
    expect(modelStatus({ ...status, ordered_by_keywords: false })).toBe(
      'File order until the first relevant and irrelevant decisions',
    );
  });
  test('says when the model is updating, else when it was trained and how many decisions it has not seen', () => {
    expect(modelStatus({ ...status, model_retraining: true })).toBe('Model updating…');
    expect(modelStatus({ ...status, model_trained_at: '2026-03-05T12:00:00Z' })).toMatch(
      /^Model trained .+, up to date$/,
    );
    expect(modelStatus({ ...status, model_trained_at: '2026-03-05T12:00:00Z', labelled_since_training: 1 })).toMatch(
      /, 1 decision since$/,
    );
    expect(modelStatus({ ...status, model_trained_at: '2026-03-05T12:00:00Z', labelled_since_training: 3 })).toMatch(
      /, 3 decisions since$/,
    );
  });
});

test('a p-value reads as a number people can compare with what the confidence asks for', () => {
  expect(pValueText(0.04213, 0.95)).toBe('p = 0.042, to be below 0.050');
  expect(pValueText(0.00002, 0.99)).toBe('p < 0.001, to be below 0.010');
  expect(pValueText(0, 0.95)).toBe('p = 0, to be below 0.050');
});

test('percentages in the fields and shares in the API convert both ways without float noise', () => {
  expect(toPercent(0.95)).toBe(95);
  expect(toPercent(0.975)).toBe(97.5);
  expect(fromPercent(97.5)).toBe(0.975);
  expect(fromPercent(95)).toBe(0.95);
});

test('in continuous mode no label button is blocked: no cap, no lock, no last training', () => {
  const counts = { relevant: 10, irrelevant: 10, iteration: 10 };
  const earlier = { is_relevant: true, iteration: 2 };
  expect(buttonBlock({ is_relevant: null, iteration: null }, true, counts)).toBeDefined();
  expect(buttonBlock({ is_relevant: null, iteration: null }, true, counts, true)).toBeUndefined();
  expect(isLocked(earlier, { ...counts, iteration: 3 })).toBe(true);
  expect(isLocked(earlier, { ...counts, iteration: 3 }, true)).toBe(false);
  // Asking by key for what a citation already has still says so.
  expect(shortcutBlock(earlier, true, counts, true)).toBe('Already labeled');
});
