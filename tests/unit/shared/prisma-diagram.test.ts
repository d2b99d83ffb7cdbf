import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { prismaLines, prismaSvg, wrap } from '../../../src/shared/prisma-diagram.ts';
import type { PrismaNumbers } from '../../../src/shared/prisma.schema.ts';

const numbers: PrismaNumbers = {
  project: 'Statins <and> "memory" & mood',
  sources: [
    { name: 'pubmed.ris', format: 'ris', records: 1200, skipped: 1 },
    { name: `embase ${'export '.repeat(20)}.csv`, format: 'csv', records: 800, skipped: 3 },
  ],
  identified: 2004,
  without_title: 4,
  duplicates_removed: 350,
  screenable: 1650,
  screened: 400,
  excluded: 360,
  excluded_reasons: [],
  excluded_without_reason: 360,
  included: 40,
  not_screened: 1250,
  screening_stopped: true,
  stopping_statement:
    'After training 4 of 10: Between 0 and 6 relevant citations may remain among the unlabeled (90 % interval); middle figure 2, as likely more as fewer.',
  since_finished: null,
};

describe('the PRISMA 2020 diagram', () => {
  it('is well-formed SVG whose every text is escaped', () => {
    const svg = prismaSvg(numbers);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('Statins &#60;and&#62; &#34;memory&#34; &#38; mood');
    expect(svg).not.toContain('<and>');
  });

  it('says every box with its number, thousands separated', () => {
    expect(prismaLines(numbers)).toEqual([
      'Records identified from 2 files (n = 2,004)',
      'pubmed.ris (n = 1,201)',
      '(1 record without a title left out)',
      expect.stringMatching(/^embase export export .*… \(n = 803\)$/),
      '(3 rows without a title left out)',
      'Records removed before screening:',
      'Duplicate records removed (n = 350)',
      // Identified by the search, never imported: PRISMA 2020's "removed for other reasons".
      'Records without a title, not imported (n = 4)',
      'Records after duplicates removed (n = 1,650)',
      'Records not screened when screening stopped (n = 1,250)',
      numbers.stopping_statement,
      'Records screened (n = 400)',
      'Records excluded (n = 360)',
      'Records included (n = 40)',
    ]);
    const titled = {
      ...numbers,
      identified: 1200,
      without_title: 0,
      sources: [{ ...numbers.sources[0]!, skipped: 0 }],
    };
    expect(prismaLines(titled).join(' ')).not.toContain('without a title');
    const underWay = prismaLines({ ...numbers, screening_stopped: false });
    expect(underWay).toContain('Records not screened yet (n = 1,250)');
    expect(underWay.join(' ')).not.toContain('when screening stopped');
  });

  it('lists the excluded records per reason, and those without one once a reason is given', () => {
    const withReasons = {
      ...numbers,
      excluded_reasons: [
        { reason: 'wrong population', records: 200 },
        { reason: 'wrong outcome', records: 100 },
      ],
      excluded_without_reason: 60,
    };
    const lines = prismaLines(withReasons);
    const at = lines.indexOf('Records excluded (n = 360)');
    expect(lines.slice(at, at + 4)).toEqual([
      'Records excluded (n = 360)',
      'wrong population (n = 200)',
      'wrong outcome (n = 100)',
      'no reason given (n = 60)',
    ]);
    expect(prismaSvg(withReasons)).toContain('wrong population (n = 200)');
  });

  it('wraps long text at word boundaries and cuts a word longer than a line', () => {
    expect(wrap('one two three four', 9)).toEqual(['one two', 'three', 'four']);
    expect(wrap('abcdefghijkl xy', 5)).toEqual(['abcd…', 'xy']);
    for (const line of wrap(numbers.stopping_statement, 50)) expect(line.length).toBeLessThanOrEqual(50);
  });

  it('grows with the number of files instead of overflowing its boxes', () => {
    const files = (count: number) => ({
      ...numbers,
      sources: Array.from({ length: count }, (_, i) => ({
        name: `file${i}.csv`,
        format: 'csv',
        records: 10,
        skipped: 0,
      })),
    });
    const height = (count: number) => Number(prismaSvg(files(count)).match(/height="(\d+)"/)![1]);
    // One line (18 units) more for each file, once the box is taller than its phase's label.
    expect(height(13) - height(12)).toBe(18);
    expect(height(1)).toBe(height(2));
  });
});
