import { TRPCClientError } from '@trpc/client';
import { expect, test } from 'vitest';
import { dedupScreenMessages as text } from '../../../src/shared/dedup-screen.messages.ts';
import { messages } from '../../../src/shared/messages.ts';
import { abstractPreview, iterationLabel, relevanceBadge, similarityPercent } from '../../../src/web/lib/dedup-display.ts';
import { runFailureText } from '../../../src/web/lib/dedup-run.policy.ts';

test('a run that outlives its 120 s says the backend may still be processing and the user should refresh', () => {
  const timedOut = new TRPCClientError('signal timed out', { cause: new DOMException('signal timed out', 'TimeoutError') });
  expect(runFailureText(timedOut)).toBe(text.removeTimeout);
  expect(text.removeTimeout).toMatch(/may still be processing/);
  expect(text.removeTimeout).toMatch(/refresh/);
});

test('a run that never reached the server says so; an answered failure gives the server\'s words', () => {
  expect(runFailureText(new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') }))).toBe(messages.noResponse);
  expect(runFailureText(new Error('Project not found'))).toBe('Project not found');
});

test('abstracts are cut to 150 characters, short ones are left whole', () => {
  const long = 'x'.repeat(149) + 'yz';
  expect(abstractPreview(long)).toBe(`${'x'.repeat(149)}y…`);
  expect(abstractPreview('  Short abstract.  ')).toBe('Short abstract.');
});

test('labels read Relevant, Not Relevant or Unknown; iterations count from 1; scores are percentages', () => {
  expect([true, false, null].map((label) => relevanceBadge(label).text)).toEqual(['Relevant', 'Not Relevant', 'Unknown']);
  expect([0, 2, null].map(iterationLabel)).toEqual(['Iteration 1', 'Iteration 3', 'No iteration']);
  expect([1, 0.968, 0.5].map(similarityPercent)).toEqual(['100%', '97%', '50%']);
});
