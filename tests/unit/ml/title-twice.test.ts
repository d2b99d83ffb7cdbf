import { describe, expect, it } from 'vitest';
import { scoreWithModel, trainRanker, type RankerDoc } from '../../../src/server/ml/ranker/ranker.ts';
import { titleTwice } from '../../../src/server/ml/ranker/text-features.ts';
import { citationText, lemmaTokens, titleTokenCount } from '../../../src/server/ml/text/lemmatize.ts';

describe("the title's words, counted twice by the ranker", () => {
  it('are the first tokens of title and abstract, whatever the title ends with', () => {
    // Titles as databases export them: a trailing full stop or abbreviation, a question, a hyphenated term,
    // a year only, markup left in, no abstract.
    const records: Array<[string, string]> = [
      ['Statins in older adults: a randomised trial.', 'We enrolled 400 adults in the U.S.'],
      ['Is exercise effective in the U.S.', 'Trials of exercise were pooled.'],
      ['COVID-19 and long-term outcomes?', 'A cohort of 2,000 patients.'],
      ['2020', 'Annual report.'],
      ['<i>In vitro</i> effects of aspirin', ''],
      ['', 'An abstract without a title.'],
    ];
    for (const [title, abstract] of records) {
      const tokens = lemmaTokens(citationText(title, abstract));
      const count = titleTokenCount(title);
      expect(tokens.slice(0, count)).toEqual(lemmaTokens(title));
      expect(tokens.slice(count)).toEqual(lemmaTokens(abstract));
    }
  });

  it('come first and then the whole text once', () => {
    expect(titleTwice('statin old adult trial statin', 3)).toBe('statin old adult statin old adult trial statin');
    expect(titleTwice('statin old adult', 3)).toBe('statin old adult statin old adult');
    expect(titleTwice('statin old adult', 0)).toBe('statin old adult');
    expect(titleTwice('', 2)).toBe('');
  });

  it('rank a citation whose title says what the relevant ones are about above one that only mentions it', () => {
    // The same words in both: in one the title is about statins, in the other the abstract only names them.
    const relevant = (i: number): RankerDoc => ({
      id: i,
      tokens: 'statin heart trial adult cohort outcome',
      title_token_count: 2,
      label: true,
    });
    const irrelevant = (i: number): RankerDoc => ({
      id: i,
      tokens: 'exercise school child cohort outcome diet',
      title_token_count: 2,
      label: false,
    });
    const docs = [
      ...[1, 2, 3, 4, 5].map(relevant),
      ...[6, 7, 8, 9, 10].map(irrelevant),
      { id: 11, tokens: 'statin heart exercise school child diet', title_token_count: 2, label: null },
      { id: 12, tokens: 'exercise school statin heart child diet', title_token_count: 2, label: null },
    ];
    const { model, scores, parameters } = trainRanker(docs, 3);
    const scoreOf = (id: number) => scores.find((s) => s.id === id)!.score;
    expect(scoreOf(11)).toBeGreaterThan(scoreOf(12));
    expect(model.titleTwice).toBe(true);
    expect(parameters.title_twice).toBe(true);
    // New citations are read the same way by the stored model.
    const stored = JSON.parse(JSON.stringify(model)) as typeof model;
    const fresh = [
      { tokens: 'statin heart exercise school child diet', title_token_count: 2 },
      { tokens: 'exercise school statin heart child diet', title_token_count: 2 },
    ];
    const [aboutStatins, mentionsThem] = scoreWithModel(stored, fresh);
    expect(aboutStatins!).toBeGreaterThan(mentionsThem!);
    // A model stored before reads each text once, as it was trained: as if no title were counted.
    const { titleTwice: _, ...before } = stored;
    expect(scoreWithModel(before, fresh)).toEqual(
      scoreWithModel(
        stored,
        fresh.map((d) => ({ ...d, title_token_count: 0 })),
      ),
    );
  });
});
