import { describe, expect, it } from 'vitest';
import { suggestKeywords } from '../../../src/server/ml/text/keyword-suggestions.ts';
import { NOT_A_PHRASE } from '../../../src/server/ml/text/not-a-phrase.ts';
import { surfaceForms } from '../../../src/server/ml/text/surface-forms.ts';
import { citationTokens } from '../../../src/server/ml/text/lemmatize.ts';
import { keywordLemma, wholeWordPattern } from '../../../src/server/ml/text/keyword-match.ts';
import { lemmaTokens } from '../../../src/server/ml/text/lemmatize.ts';
import { normalizeKeywords } from '../../../src/server/modules/keywords/keywords.service.ts';

describe('the lemma index', () => {
  it('keeps lemmas of words and drops stop words, punctuation and numbers', () => {
    expect(lemmaTokens('Trials of the statins in 3,000 older adults!')).toEqual(['trial', 'statin', 'old', 'adult']);
  });

  it('reads each word the same wherever it stands, whether its piece of text was seen before or not', () => {
    const text = 'Isolated viruses were identified (HIV, covid-19)\nin\tolder adults; trials  isolated…';
    const pieces = text.split(/\s+/);
    expect(lemmaTokens(text)).toEqual([
      'isolate',
      'virus',
      'identify',
      'hiv',
      'covid-19',
      'old',
      'adult',
      'trial',
      'isolate',
    ]);
    expect(pieces.flatMap((piece) => lemmaTokens(piece))).toEqual(lemmaTokens(text));
    expect(lemmaTokens(pieces.reverse().join(' '))).toEqual(lemmaTokens(text).reverse());
  });

  // wink's tokeniser takes time in the square of a run without spaces: a 1 MB one took a quarter of an hour.
  it('reads a megabyte without a space (a damaged export, a pasted keyword) in parts, and the words around it as usual', () => {
    const run = 'a'.repeat(1 << 20);
    expect(lemmaTokens(run).join('')).toBe(run);
    expect(lemmaTokens(`Older trials ${'ab-'.repeat(200_000)} statins`)).toEqual(
      expect.arrayContaining(['old', 'trial', 'statin']),
    );
  });

  it('reads text with spaces wink passes over (ideographic, form feed, en quad) without failing or mixing up pieces', () => {
    expect(lemmaTokens('\u3000')).toEqual([]);
    expect(lemmaTokens('Statins \u2000')).toEqual(['statin']);
    expect(lemmaTokens('Older trials\n\f\nstatins')).toEqual(['old', 'trial', 'statin']);
    // Nothing filed under a piece of its neighbour's words.
    expect(lemmaTokens('\f trials \u200b')).toEqual(['trial']);
  });

  it('keeps "left" and "united" as the adjectives abstracts use them as', () => {
    expect(lemmaTokens('Left ventricular function in the United States; patients left the study')).toEqual([
      'left',
      'ventricular',
      'function',
      'united',
      'state',
      'patient',
      'left',
      'study',
    ]);
  });

  it('turns keywords into the same lemmas, phrases included', () => {
    expect(keywordLemma('Trials')).toBe('trial');
    expect(keywordLemma('heart failures')).toBe('heart failure');
    expect(new RegExp(wholeWordPattern('trial').replace(/\\m|\\M/g, '\\b')).test('randomized trial report')).toBe(true);
    expect(new RegExp(wholeWordPattern('trial').replace(/\\m|\\M/g, '\\b')).test('trialist')).toBe(false);
  });
});

describe('keyword lists', () => {
  it('are trimmed, lower-cased, without empty words, with excluded frequencies of at least 1', () => {
    expect(
      normalizeKeywords({
        include: ['  Statin ', ''],
        exclude: ['Diet', { word: 'Rat', frequency: 0 }, { word: 'mice', frequency: 3 }],
      }),
    ).toEqual({
      include: ['statin'],
      exclude: [
        { word: 'diet', frequency: 1 },
        { word: 'rat', frequency: 1 },
        { word: 'mice', frequency: 3 },
      ],
    });
  });

  it('refuse a word given twice or in both lists', () => {
    expect(() => normalizeKeywords({ include: ['trial', 'Trial'] })).toThrow(
      'Keyword already exists: This keyword has already been added',
    );
    expect(() => normalizeKeywords({ include: ['trial'], exclude: [{ word: 'TRIAL', frequency: 2 }] })).toThrow(
      'Keyword already exists',
    );
  });
});

describe('keyword suggestions', () => {
  const docs = [
    ...Array.from({ length: 6 }, () => ({ tokens: 'statin trial heart failure mortality', label: null })),
    ...Array.from({ length: 6 }, () => ({ tokens: 'exercise cohort diet obesity', label: null })),
    { tokens: 'statin rare', label: null },
  ];

  it('rank distinctive words and frequent phrases and count the citations containing them', () => {
    const suggested = suggestKeywords(docs);
    expect(suggested.find((s) => s.word === 'statin')).toMatchObject({ frequency: 7 });
    expect(suggested.map((s) => s.word)).toContain('heart failure');
    expect(suggested.map((s) => s.word)).not.toContain('rare');
  });

  it('put the terms that separate relevant from irrelevant labels first once labels exist', () => {
    const labelled = docs.map((d, i) => ({ ...d, label: i < 3 ? true : i >= 6 && i < 9 ? false : null }));
    const [first] = suggestKeywords(labelled);
    expect(first).toMatchObject({ separates: 'relevant' });
    expect([
      'statin',
      'trial',
      'heart',
      'failure',
      'mortality',
      'heart failure',
      'statin trial',
      'trial heart',
      'failure mortality',
    ]).toContain(first!.word);
    expect(suggestKeywords(labelled).some((s) => s.separates === 'irrelevant')).toBe(true);
  });

  it('count the citations of a separating phrase too rare to be suggested on its own', () => {
    const many = [
      ...docs,
      ...Array.from({ length: 1500 }, (_, i) => ({ tokens: `filler${i % 50} padding`, label: null })),
    ];
    const labelled = many.map((d, i) => ({ ...d, label: i < 3 ? true : i >= 6 && i < 9 ? false : d.label }));
    const separating = suggestKeywords(labelled).filter((s) => s.separates);
    expect(separating.some((s) => s.word.includes(' '))).toBe(true);
    for (const s of separating) expect(s.frequency).toBe(s.word === 'statin' ? 7 : 6);
  });

  it('leave out words any research abstract uses, however common, and keep the review’s own', () => {
    const generic = 'result present approach model propose';
    // Abstracts of a hundred indexed words, most of them each its own; a quarter use the generic words, as in Kitchenham's set.
    const own = (i: number) => Array.from({ length: 90 }, (_, k) => `w${i}x${k}`).join(' ');
    const corpus = Array.from({ length: 40 }, (_, i) => ({
      tokens: [
        i % 4 === 1 ? generic : '',
        i % 3 ? 'helicobacter pylorus eradication' : 'gastric cancer',
        'patient therapy',
        own(i),
      ]
        .join(' ')
        .trim(),
      label: null,
    }));
    const words = suggestKeywords(corpus).map((s) => s.word);
    for (const word of generic.split(' ')) expect(words).not.toContain(word);
    expect(words).toEqual(
      expect.arrayContaining(['helicobacter', 'eradication', 'helicobacter pylorus', 'gastric cancer']),
    );
  });

  it('leave out the copyright and licence lines that close exported abstracts, and keep words they share with a subject', () => {
    const closings = [
      'Copyright © 2013 Elsevier Ltd. All rights reserved.',
      '(PsycINFO Database Record (c) 2019 APA, all rights reserved)',
      '© 2015 Wiley Periodicals, Inc.',
      'This is an open access article distributed under the Creative Commons Attribution License.',
    ];
    const corpus = Array.from({ length: 60 }, (_, i) => ({
      tokens: lemmaTokens(
        `${i % 2 ? 'Cognitive reserve in older adults with dementia.' : 'Right ventricular function after chelation in Wilson disease.'} ${closings[i % 4]!}`,
      ).join(' '),
      label: i < 6 ? i % 2 === 0 : null,
    }));
    const words = suggestKeywords(corpus).map((s) => s.word);
    for (const boilerplate of [
      'copyright',
      'elsevier',
      'right reserve',
      'psycinfo',
      'database record',
      'wiley',
      'creative common',
    ])
      expect(words).not.toContain(boilerplate);
    expect(words).toEqual(expect.arrayContaining(['dementia', 'chelation', 'cognitive reserve', 'right ventricular']));
  });
});

describe('suggestions as written', () => {
  const sample = (term: string, title: string, abstract = '') => ({ term, title, abstract });

  it('are the way the citations most often write each term, phrases with what stands between their words', () => {
    const forms = surfaceForms(
      ['helicobacter pylorus', 'datum', 'angiotensin convert', 'enzyme ace', 'trial'],
      [
        sample('helicobacter pylorus', 'Helicobacter pylori eradication', 'H. pylori and Helicobacter pylori strains.'),
        sample('datum', 'Trial data', 'The data show'),
        sample('angiotensin convert', 'Angiotensin-converting enzyme (ACE) inhibitors'),
        sample('enzyme ace', 'Angiotensin-converting enzyme (ACE) inhibitors'),
        sample('trial', 'Two trials', 'The trials and a trial'),
      ],
    );
    expect(Object.fromEntries(forms)).toEqual({
      'helicobacter pylorus': 'helicobacter pylori',
      datum: 'data',
      'angiotensin convert': 'angiotensin-converting',
      'enzyme ace': 'enzyme ace',
      trial: 'trials',
    });
  });

  it("are the same read from the citations' stored tokens, and tokens of another lemmatiser are not trusted", () => {
    const samples = [
      sample('helicobacter pylorus', 'Helicobacter pylori eradication', 'H. pylori and Helicobacter pylori strains.'),
      sample('datum', 'Trial data', 'The data show'),
      sample('angiotensin convert', 'Angiotensin-converting enzyme (ACE) inhibitors'),
      sample('trial', 'Two trials', 'The trials and a trial'),
    ];
    const terms = samples.map((s) => s.term);
    const stored = samples.map((s) => ({
      ...s,
      tokens: citationTokens(s.title, s.abstract).tokens,
    }));
    expect(surfaceForms(terms, stored)).toEqual(surfaceForms(terms, samples));
    // Stored by a version that counted the words otherwise: one word fewer, so read again instead.
    const stale = stored.map((s) => ({ ...s, tokens: s.tokens.split(' ').slice(1).join(' ') }));
    expect(surfaceForms(terms, stale).get('datum')).toBe('data');
  });

  it('leave out a phrase the citations write only across the end of a sentence or of the title', () => {
    const forms = surfaceForms(
      ['adult background', 'anxiety result', 'heart failure', 'pylorus eradication'],
      [
        sample('adult background', 'Mindfulness for anxious adults', 'BACKGROUND: Anxiety is common.'),
        sample('anxiety result', 'Therapy', 'We measured anxiety. Results: it fell.'),
        sample('heart failure', 'Heart failure', 'Heart. Failure to thrive'),
        sample('pylorus eradication', 'H. pylori eradication'),
      ],
    );
    expect(forms.get('adult background')).toBe(NOT_A_PHRASE);
    expect(forms.get('anxiety result')).toBe(NOT_A_PHRASE);
    // Written as a phrase once: kept, in that form.
    expect(forms.get('heart failure')).toBe('heart failure');
    expect(forms.get('pylorus eradication')).toBe('pylori eradication');
  });

  it('are the term itself when no citation holds it', () => {
    expect(surfaceForms(['heart failure'], [sample('heart failure', 'Heart rate')]).get('heart failure')).toBe(
      'heart failure',
    );
  });
});
