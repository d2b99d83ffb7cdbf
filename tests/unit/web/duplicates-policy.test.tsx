import { TRPCClientError } from '@trpc/client';
import { expect, test } from 'vitest';
import { dedupScreenMessages as text } from '../../../src/shared/dedup-screen.messages.ts';
import { messages } from '../../../src/shared/messages.ts';
import { compareField } from '../../../src/web/routes/_app/projects/$id/-duplicates/dedup-compare.ts';
import {
  abstractPreview,
  iterationLabel,
  matchText,
  possibleMatchText,
  plainReason,
  relevanceBadge,
  similarityPercent,
} from '../../../src/web/routes/_app/projects/$id/-duplicates/dedup-display.ts';
import { fakeBrief } from '../../helpers/msw-dedup.ts';
import { runFailureText } from '../../../src/web/lib/dedup-run.policy.ts';

test('a run that outlives its 120 s says the backend may still be processing and the user should refresh', () => {
  const timedOut = new TRPCClientError('signal timed out', {
    cause: new DOMException('signal timed out', 'TimeoutError'),
  });
  expect(runFailureText(timedOut)).toBe(text.removeTimeout);
  expect(text.removeTimeout).toMatch(/may still be processing/);
  expect(text.removeTimeout).toMatch(/refresh/);
});

test("a run that never reached the server says so; an answered failure gives the server's words", () => {
  expect(runFailureText(new TRPCClientError('Failed to fetch', { cause: new TypeError('Failed to fetch') }))).toBe(
    messages.noResponse,
  );
  expect(runFailureText(new Error('Project not found'))).toBe('Project not found');
});

test('abstracts are cut to 150 characters, short ones are left whole', () => {
  const long = 'x'.repeat(149) + 'yz';
  expect(abstractPreview(long)).toBe(`${'x'.repeat(149)}y…`);
  expect(abstractPreview('  Short abstract.  ')).toBe('Short abstract.');
});

test('labels read Relevant or Not Relevant and an unlabeled citation has no badge; iterations count from 1; scores are percentages', () => {
  expect([true, false, null].map((label) => relevanceBadge(label)?.text)).toEqual([
    'Relevant',
    'Not Relevant',
    undefined,
  ]);
  expect([0, 2, null].map(iterationLabel)).toEqual(['Iteration 1', 'Iteration 3', undefined]);
  expect([1, 0.968, 0.5].map(similarityPercent)).toEqual(['100%', '97%', '50%']);
  // A pair that differs never reads 100 %.
  expect([0.996, 0.9996, 0.995].map(similarityPercent)).toEqual(['99.6%', '99.9%', '99.5%']);
});

test('a pair shows one similarity figure with its meaning, and its reason in words rather than more percentages', () => {
  expect(matchText(0.93)).toBe('Match 93% — very likely the same publication');
  expect(matchText(1)).toBe('Match 100% — almost certainly the same publication');
  expect(matchText(0.8)).toBe('Match 80% — possibly the same publication: check the details');
  // A possible duplicate was left for a person: never called the same publication, however alike.
  expect(possibleMatchText(0.98, 'identical title, partly similar abstract')).toBe(
    'Match 98% — very alike, but not proven the same publication: check the details',
  );
  expect(possibleMatchText(0.8, 'similar title')).toBe('Match 80% — possibly the same publication: check the details');
  expect(possibleMatchText(1, 'nearly identical title, same authors; but different volumes')).toBe(
    'Match 100% — alike, but a detail differs: check it',
  );
  expect(plainReason('title 97% similar, abstract 81% similar, same DOI')).toBe(
    'nearly identical title, similar abstract, same DOI',
  );
  expect(plainReason('labeled differently: check before merging')).toBe('labeled differently: check before merging');
});

test('fields written differently are the same; fields that say something else differ', () => {
  const a = fakeBrief(1, {
    authors: 'Smith J; Jones A',
    pages: '1021-9',
    doi: '10.1111/JGS.15800',
    journal: 'J Am Geriatr Soc',
    year: 2019,
  });
  const b = fakeBrief(2, {
    authors: 'Smith, John and Jones, Anna',
    pages: '1021-1029',
    doi: 'https://doi.org/10.1111/jgs.15800',
    journal: 'Journal of the American Geriatrics Society',
    year: 2020,
  });
  expect(compareField(a, b, 'authors')).toBe('same');
  expect(compareField(a, b, 'pages')).toBe('same');
  expect(compareField(a, b, 'doi')).toBe('same');
  expect(compareField(a, b, 'year')).toBe('differs');
  expect(compareField(a, b, 'journal')).toBe('same');
  expect(compareField(a, fakeBrief(3, { journal: 'J Am Coll Cardiol' }), 'journal')).toBe('differs');
  expect(
    compareField(fakeBrief(4, { journal: 'SIGMOD Record' }), fakeBrief(5, { journal: 'ACM SIGMOD Record' }), 'journal'),
  ).toBe('differs');
  expect(compareField(a, fakeBrief(3, { authors: 'Brown K' }), 'authors')).toBe('differs');
  expect(compareField(a, b, 'volume')).toBe('empty');
  expect(compareField(a, fakeBrief(3), 'doi')).toBe('one-side');
});
