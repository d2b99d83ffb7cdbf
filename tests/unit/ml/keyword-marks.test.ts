import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keywordMarks } from '../../../src/server/ml/text/keyword-marks.ts';
import { keywordLemma, wholeWordPattern } from '../../../src/server/ml/text/keyword-match.ts';
import { citationText, lemmaSpans, lemmaTokens } from '../../../src/server/ml/text/lemmatize.ts';
import { usSpelling } from '../../../src/server/ml/text/spelling.ts';

/** The marked words of a title or abstract, as the page shows them. */
const marked = (text: string, marks: Array<[number, number, string]>) =>
  marks.map(([start, end, kind]) => `${kind}:${text.slice(start, end)}`);

function marksOf(title: string, abstract: string, include: string[], exclude: string[] = []) {
  const marks = keywordMarks(title, abstract, { include, exclude });
  return { title: marked(title, marks.title), abstract: marked(abstract, marks.abstract) };
}

/** Whether the filter's own regular expression (PostgreSQL's, in JavaScript) finds the keyword in the tokens. */
const filterMatches = (text: string, keyword: string) =>
  new RegExp(
    wholeWordPattern(keywordLemma(keyword))
      .replace(/\\m/g, '(?<![\\p{L}\\p{N}_])')
      .replace(/\\M/g, '(?![\\p{L}\\p{N}_])'),
    'u',
  ).test(lemmaTokens(text).join(' '));

describe('keyword highlights', () => {
  it('"rat" marks rats and a rat, never "rates" or "rated"', () => {
    const abstract = 'Survival rates were rated higher in rats than in the control rat.';
    expect(marksOf('Rates of survival', abstract, [], ['rat'])).toEqual({
      title: [],
      abstract: ['exclude:rats', 'exclude:rat'],
    });
  });

  it('"randomized" marks "randomised", and "randomised" marks "randomized"', () => {
    expect(marksOf('A randomised trial', 'Patients were randomized.', ['randomized']).title).toEqual([
      'include:randomised',
    ]);
    expect(marksOf('A randomized trial', 'Patients were randomised by computer.', ['randomised']).title).toEqual([
      'include:randomized',
    ]);
    expect(marksOf('Tumour growth', 'Tumors shrank; the haemoglobin rose.', ['tumor', 'hemoglobin'])).toEqual({
      title: ['include:Tumour'],
      abstract: ['include:Tumors', 'include:haemoglobin'],
    });
  });

  it('marks a phrase as one stretch, across the stop words the index leaves out', () => {
    expect(marksOf('Outcomes of heart failure', 'Failure of the heart and heart failures.', ['heart failure'])).toEqual(
      {
        title: ['include:heart failure'],
        abstract: ['include:heart failures'],
      },
    );
  });

  it('marks exactly what the filter matches, word for word, in real citations', () => {
    const rows = readFileSync('tests/fixtures/labelling.csv', 'utf8').split('\n').slice(1).filter(Boolean);
    for (const keyword of ['statin', 'trials', 'older adult', 'diary', 'rat', 'randomized']) {
      for (const row of rows) {
        const [title, abstract] = row.split(/,(?=[A-Z])/);
        const marks = keywordMarks(title!, abstract!, { include: [keyword], exclude: [] });
        expect(marks.title.length + marks.abstract.length > 0).toBe(
          filterMatches(citationText(title!, abstract!), keyword),
        );
      }
    }
  });
});

describe('the words of a text with their places', () => {
  it('are the words of the lemma index, each read from its own place in the text', () => {
    const text = 'Randomised trials (n=2,000) of Helicobacter pylori in U.S. adults — COVID-19, e.g. İstanbul.';
    expect(lemmaSpans(text).map((s) => s.lemma)).toEqual(lemmaTokens(text));
    // "İ" is two characters in lower case: its word keeps the whole piece.
    expect(lemmaSpans(text).map((s) => text.slice(s.start, s.end))).toEqual([
      'Randomised',
      'trials',
      'n',
      'Helicobacter',
      'pylori',
      'U.S.',
      'adults',
      'COVID-19',
      'e.g.',
      'İstanbul.',
    ]);
  });

  it('always give the same words as the index, whatever the text', () => {
    const words = [
      'Statins',
      'trial.',
      'randomised',
      '(HIV)',
      'covid-19',
      'older',
      'the',
      'of',
      '3,000',
      'tumour',
      'e.g.',
      'don’t',
      'β-blockers',
      'x'.repeat(300),
      'ab-'.repeat(100),
    ];
    const space = fc.constantFrom(' ', '\n', '\t', '  ', '\u3000');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...words), space), { maxLength: 30 }), (parts) => {
        const text = parts.map(([word, gap]) => word + gap).join('');
        const spans = lemmaSpans(text);
        expect(spans.map((s) => s.lemma)).toEqual(lemmaTokens(text));
        for (const span of spans) expect(span.end).toBeGreaterThan(span.start);
      }),
      { numRuns: 200 },
    );
  });
});

describe('British and American spelling', () => {
  it.each([
    ['randomised', 'randomized'],
    ['randomisation', 'randomization'],
    ['behavioural', 'behavioral'],
    ['paediatric', 'pediatric'],
    ['oesophageal', 'esophageal'],
    ['anaemia', 'anemia'],
    ['centre', 'center'],
    ['modelling', 'modeling'],
    ['analysed', 'analyzed'],
    ['programme', 'program'],
  ])('%s is read as %s', (british, american) => {
    expect(usSpelling(british)).toBe(american);
    expect(lemmaTokens(british)).toEqual(lemmaTokens(american));
  });

  it.each([
    'exercise',
    'promise',
    'immunocompromised',
    'surprising',
    'advertising',
    'revised',
    'precise',
    'rise',
    'otherwise',
    'analyses',
    'four',
    'your',
    'rates',
  ])('%s, spelt the same on both sides of the Atlantic, is left alone', (word) => expect(usSpelling(word)).toBe(word));
});
