import { describe, expect, it } from 'vitest';
import { sniffDelimiter } from '../../../src/shared/import/delimited-header.ts';
import { importError, readFixture, scratchDir } from './fixture.helpers.ts';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { CITATION_TEXT_LIMITS } from '../../../src/shared/project.schema.ts';

const scratch = scratchDir();

describe('a comma-separated file', () => {
  it('gives each row its title, abstract and the optional columns it has', async () => {
    const { format, citations } = await readFixture('citations.csv');
    expect(format).toBe('csv');
    expect(citations[1]).toEqual({
      title: 'Active learning for title and abstract screening: a simulation study',
      abstract: '',
      authors: 'Garcia M; Chen L; Okafor N',
      year: 2021,
      journal: 'Research Synthesis Methods',
      doi: '10.1000/jrsm.2021.117',
    });
  });

  it('keeps a quoted abstract whole, with its line breaks, commas and quotes', async () => {
    const { citations } = await readFixture('citations.csv');
    expect(citations[0]?.abstract).toBe(
      'Background: Screening titles and abstracts is the most time-consuming step of a systematic review.\n' +
        'Methods: We trained a classifier on 3,000 labelled records and ranked the rest by "relevance", with active learning.\n' +
        'Results: Reviewers found 95% of the included studies after screening 40% of the records.',
    );
  });

  it('cuts a field far longer than any record has (columns out of place) to its limit, ending in "…"; the row stays', async () => {
    const abstract = 'Background. '.repeat(20_000); // 240,000 characters, in the title column by mistake
    const path = scratch(
      'shifted.csv',
      `title,abstract,journal\n"${abstract}",An abstract,The Lancet\nA real title,Its abstract,BMJ\n`,
    );
    const { citations, skipped } = await readCitationFile(path, 'shifted.csv');
    expect(skipped).toEqual([]);
    expect(citations).toHaveLength(2);
    expect(citations[0]!.title).toHaveLength(CITATION_TEXT_LIMITS.title);
    expect(citations[0]!.title.endsWith('…')).toBe(true);
    expect(citations[0]!.abstract).toBe('An abstract');
    expect(citations[1]).toMatchObject({ title: 'A real title', abstract: 'Its abstract', journal: 'BMJ' });
  });

  it('tidies the spaces and line breaks inside a title', async () => {
    const { citations } = await readFixture('citations.csv');
    expect(citations[2]?.title).toBe('Text mining for study identification in systematic reviews');
  });

  it('leaves out a row without a title and reports it by its row under the header, its line and its spreadsheet row', async () => {
    const { citations, skipped } = await readFixture('citations.csv');
    expect(citations).toHaveLength(3);
    // The first row's abstract holds two line breaks, so the row a spreadsheet shows as 4 starts on line 6.
    expect(skipped).toEqual([{ row: 3, reason: 'Missing title', line: 6, sheet_row: 4 }]);
  });

  it('reads Windows line endings, also inside a quoted abstract', async () => {
    const path = scratch('windows.csv', 'title,abstract,year\r\nA cohort study,"Line one.\r\nLine two.",2020\r\n');
    expect((await readCitationFile(path, 'windows.csv')).citations).toEqual([
      { title: 'A cohort study', abstract: 'Line one.\nLine two.', year: 2020 },
    ]);
  });

  it('keeps the citations in the order of the file', async () => {
    const { citations } = await readFixture('citations.csv');
    expect(citations.map((c) => c.title.slice(0, 20))).toEqual([
      'Machine learning to ',
      'Active learning for ',
      'Text mining for stud',
    ]);
  });

  it('still returns the rows when none of them has a title, so the caller can say so', async () => {
    const path = scratch('untitled.csv', 'title,abstract\n,First abstract\n"  ",Second abstract\n');
    const parsed = await readCitationFile(path, 'untitled.csv');
    expect(parsed.citations).toEqual([]);
    expect(parsed.skipped).toEqual([
      { row: 1, reason: 'Missing title', line: 2, sheet_row: 2 },
      { row: 2, reason: 'Missing title', line: 3, sheet_row: 3 },
    ]);
  });

  it('numbers rows after a blank line as the spreadsheet would, without reporting the blank line', async () => {
    const path = scratch('gap.csv', 'title,abstract\nFirst,One\n\n,Three\n');
    expect((await readCitationFile(path, 'gap.csv')).skipped).toEqual([
      { row: 3, reason: 'Missing title', line: 4, sheet_row: 4 },
    ]);
  });

  it('counts blank lines above the header and Windows line endings in the line it names', async () => {
    const path = scratch('low-header.csv', '\r\n\r\ntitle,abstract\r\nFirst,"One\r\ntwo"\r\n,Three\r\n');
    expect((await readCitationFile(path, 'low-header.csv')).skipped).toEqual([
      { row: 2, reason: 'Missing title', line: 6, sheet_row: 5 },
    ]);
  });
});

describe('optional columns', () => {
  it('are recognised whatever their case and under the names other tools export', async () => {
    const path = scratch(
      'aliases.csv',
      'title,abstract,Author,Publication_Year,Secondary_Title,Number,Volume,Pages,Keywords,URL,DOI\n' +
        'A trial,An abstract,Roe P,2016,The Lancet,7,388,100-110,trials; bias,https://example.org/a,10.1000/a\n',
    );
    const [citation] = (await readCitationFile(path, 'aliases.csv')).citations;
    expect(citation).toEqual({
      title: 'A trial',
      abstract: 'An abstract',
      authors: 'Roe P',
      year: 2016,
      journal: 'The Lancet',
      volume: '388',
      issue: '7',
      pages: '100-110',
      keywords: 'trials; bias',
      url: 'https://example.org/a',
      doi: '10.1000/a',
    });
  });

  it('give a year only when the cell holds a four-digit year', async () => {
    const path = scratch('years.csv', 'title,abstract,year\nA,,March 2019\nB,,n.d.\nC,,2020-11-02\n');
    const { citations } = await readCitationFile(path, 'years.csv');
    expect(citations.map((c) => c.year)).toEqual([2019, undefined, 2020]);
  });
});

describe('the delimiter', () => {
  it('is the semicolon in files European Excel writes, and quoted semicolons stay in the text', async () => {
    const { format, citations } = await readFixture('semicolon.csv');
    expect(format).toBe('csv');
    expect(citations.map((c) => c.title)).toEqual([
      'Effect of exercise on depressive symptoms in older adults',
      'Yoga; tai chi; and qigong for anxiety: a systematic review',
    ]);
    expect(citations[0]).toMatchObject({ authors: 'Müller K; Dubois C', year: 2018, journal: 'BMC Geriatrics' });
  });

  it('is the tab in a .tsv file, which is reported as TSV with all its columns', async () => {
    const { format, citations } = await readFixture('tab.tsv');
    expect(format).toBe('tsv');
    expect(citations[0]).toEqual({
      title: 'Screening prioritisation with neural networks',
      abstract: 'We compared three neural architectures for ranking citations, including one with "attention".',
      authors: 'Lee S; Patel R',
      year: 2022,
      journal: 'Journal of Biomedical Informatics',
      volume: '128',
      issue: '4',
      pages: '104-117',
      keywords: 'screening; deep learning',
      url: 'https://example.org/jbi/104',
    });
  });

  it('is found from the content of a .txt export too', async () => {
    expect((await readFixture('tab.tsv', 'export.txt')).format).toBe('tsv');
    expect((await readFixture('semicolon.csv', 'export.txt')).citations).toHaveLength(2);
  });

  it('is counted in the header line only, outside quotes', () => {
    expect(sniffDelimiter('"title, with commas, inside";abstract\r\na,b,c,d,e,f\n')).toBe(';');
    expect(sniffDelimiter('title\tabstract\tyear\n')).toBe('\t');
    expect(sniffDelimiter('title,abstract;notes\n')).toBe(',');
    expect(sniffDelimiter('title\n')).toBe(',');
  });
});

describe('a file whose required columns are not named exactly "title" and "abstract"', () => {
  it('names the missing column and lists the columns it found', async () => {
    const error = await importError(readFixture('missing-abstract.csv'));
    expect(error.kind).toBe('columns');
    expect(error.message).toBe(
      'Missing required column: abstract. The file needs columns named exactly "title" and "abstract". Columns found: title, Abstract Text, year.',
    );
  });

  it('says which columns to rename when they differ only by case', async () => {
    const error = await importError(readFixture('wrong-case.csv'));
    expect(error.kind).toBe('columns');
    expect(error.message).toBe(
      'Missing required columns: title, abstract. The file needs columns named exactly "title" and "abstract". ' +
        'Columns found: Title, Abstract. Rename "Title" to "title" and "Abstract" to "abstract".',
    );
  });

  it('says which column to rename when it has stray spaces', async () => {
    const path = scratch('spaces.csv', 'title, abstract ,year\nA,B,2020\n');
    const error = await importError(readCitationFile(path, 'spaces.csv'));
    expect(error.message).toContain('Missing required column: abstract.');
    expect(error.message).toContain('Rename " abstract " to "abstract".');
  });
});

describe('a CSV that cannot be parsed', () => {
  it('is unreadable when a quoted field never closes', async () => {
    const path = scratch('unclosed.csv', 'title,abstract\n"A title,An abstract that never ends\n');
    const error = await importError(readCitationFile(path, 'unclosed.csv'));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe('The file could not be read as CSV: a quoted field is opened but never closed');
  });

  it('is unreadable, not rows run together, when a quote inside a quoted field is not doubled', async () => {
    const path = scratch(
      'runaway.csv',
      'title,abstract\nGood one,abs1\n"Unclosed quote title,abs2\nThird,abs3\nFourth,"abs4"\nFifth,abs5\n',
    );
    const error = await importError(readCitationFile(path, 'runaway.csv'));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe(
      'The file could not be read as CSV: the quoted field that starts on line 3 runs on over the next lines (a quote inside a quoted field must be written twice: "")',
    );
  });

  it("takes off the apostrophe Screener's export puts before a formula-like cell, and only that", async () => {
    const path = scratch(
      'screener-export.csv',
      "title,abstract,authors,journal\n'=Total cost,'-2 mg,'@Smith J; Jones A,'+Plus\n'Omics' trials,'Quoted',O'Brien P,BMJ\n",
    );
    const { citations } = await readCitationFile(path, 'screener-export.csv');
    expect(citations).toEqual([
      { title: '=Total cost', abstract: '-2 mg', authors: '@Smith J; Jones A', journal: '+Plus' },
      { title: "'Omics' trials", abstract: "'Quoted'", authors: "O'Brien P", journal: 'BMJ' },
    ]);
  });

  it('still reads a quoted field over several lines, and quotes inside a field without quotes', async () => {
    const path = scratch(
      'multiline.csv',
      'title,abstract\n"Multi\nline, title","One ""quoted"" word"\nA "so-called" trial,abs\n',
    );
    const { citations } = await readCitationFile(path, 'multiline.csv');
    expect(citations.map((c) => [c.title, c.abstract])).toEqual([
      ['Multi line, title', 'One "quoted" word'],
      ['A "so-called" trial', 'abs'],
    ]);
  });
});
