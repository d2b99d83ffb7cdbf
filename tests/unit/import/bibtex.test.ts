import { describe, expect, it } from 'vitest';
import { parseBibtex } from '../../../src/server/import/bibtex.parser.ts';
import { latexToUnicode } from '../../../src/server/import/latex.decoder.ts';
import { readCitationFile } from '../../../src/server/import/read-citation-file.ts';
import { importError, readFixture, scratchDir } from './fixture.helpers.ts';

const scratch = scratchDir();

describe('a BibTeX file', () => {
  it('gives an article all its fields in plain text, without braces or LaTeX accents', async () => {
    const { format, citations } = await readFixture('citations.bib');
    expect(format).toBe('bibtex');
    expect(citations[0]).toEqual({
      title: 'DNA barcoding for species identification: a Systematic Review',
      abstract: 'We reviewed 120 studies of DNA barcoding. Accuracy exceeded 90% in most taxa.',
      authors: 'Müller, Jörg; García, José; World Health Organization',
      year: 2021,
      journal: 'Molecular Ecology Resources',
      volume: '21',
      issue: '4',
      pages: '1021-1035',
      doi: '10.1000/mer.2021.1021',
      keywords: 'DNA barcoding; species identification; meta-analysis',
      url: 'https://example.org/mer_21/1021',
      source_record_id: 'mueller2021',
      publication_type: 'article',
    });
  });

  it('reads quoted values, bare numbers, joined strings and the book title of a conference paper', async () => {
    const { citations } = await readFixture('citations.bib');
    expect(citations[1]).toEqual({
      title: 'Prioritising studies for screening with "transformer" models',
      abstract: '',
      authors: 'Chen, Li; Bjørnsson, Anna',
      year: 2020,
      journal: 'Proceedings of the Conference on Evidence Synthesis',
      pages: '45-52',
      source_record_id: 'chen2020',
      publication_type: 'inproceedings',
    });
  });

  it('passes over @comment, @string and @preamble, and reports an entry without a title by its number', async () => {
    const { citations, skipped } = await readFixture('citations.bib');
    expect(citations).toHaveLength(2);
    expect(skipped).toEqual([{ row: 3, reason: 'Missing title', line: 28 }]);
  });

  it('is unreadable when an entry is never closed, and says on which line it starts', async () => {
    const path = scratch('broken.bib', '@article{ok, title = {Fine}}\n\n@article{broken,\n  title = {Never closed\n');
    const error = await importError(readCitationFile(path, 'broken.bib'));
    expect(error.kind).toBe('unreadable');
    expect(error.message).toBe(
      'The file could not be read as BibTeX: the entry starting on line 3 is malformed or not closed',
    );
  });

  it('takes entries written with parentheses', async () => {
    const path = scratch('parens.bib', '@Article(smith2000, Title = "A study", Year = "2000")');
    expect((await readCitationFile(path, 'parens.bib')).citations).toEqual([
      { title: 'A study', abstract: '', year: 2000, source_record_id: 'smith2000', publication_type: 'article' },
    ]);
  });
});

describe('BibTeX @string macros, as JabRef and publisher exports write them', () => {
  it('expands a macro the file defines, whatever its case, and joins it with text and numbers by #', async () => {
    const { citations } = await readFixture('macros.bib');
    expect(citations[0]).toEqual({
      title: 'Statins for primary prevention: a Systematic Review',
      abstract: '',
      authors: 'Ridker, Paul M.; Everett, Brendan M.',
      year: 2019,
      journal: 'Journal of the American Medical Association',
      volume: '321',
      issue: '8',
      pages: '801-812',
      doi: '10.1001/jama.2019.0801',
      source_record_id: 'ridker2019',
      publication_type: 'article',
    });
  });

  it('expands a macro defined from another macro, and one defined with parentheses', async () => {
    const { citations } = await readFixture('macros.bib');
    expect(citations.slice(1, 3).map((c) => c.journal)).toEqual([
      'Journal of the American Medical Association Internal Medicine',
      'BMJ Open',
    ]);
  });

  it('keeps a macro the file never defines as the word written, rather than an empty journal', async () => {
    const { citations } = await readFixture('macros.bib');
    expect(citations[3]).toEqual({
      title: 'Aspirin in older adults',
      abstract: '',
      year: 2018,
      journal: 'nejm',
      source_record_id: 'patel2018',
      publication_type: 'article',
    });
  });

  it('makes no citation of @string, @preamble or @comment, even a comment holding an entry', async () => {
    const { citations, skipped } = await readFixture('macros.bib');
    expect(citations.map((c) => c.source_record_id)).toEqual(['ridker2019', 'nguyen2020', 'osei2021', 'patel2018']);
    expect(skipped).toEqual([]);
  });

  it('gives the month macros their names, and lets a file define its own', () => {
    const [standard, own] = parseBibtex(
      '@article{a, month = mar, note = "Seen " # DEC # " 2020"}\n@string{jan = "Jan."}\n@article{b, month = jan}',
    );
    expect(standard?.get('month')).toBe('March');
    expect(standard?.get('note')).toBe('Seen December 2020');
    expect(own?.get('month')).toBe('Jan.');
  });

  it('uses a macro only after its definition, as BibTeX does', () => {
    const [before, after] = parseBibtex(
      '@article{a, journal = lancet}\n@string{lancet = "The Lancet"}\n@article{b, journal = lancet}',
    );
    expect([before?.get('journal'), after?.get('journal')]).toEqual(['lancet', 'The Lancet']);
  });

  it('passes over an @string that is not name = value, as before macros were read', async () => {
    const path = scratch('odd-string.bib', '@string{not a definition}\n@article{a, title = {Kept}, journal = odd}');
    expect((await readCitationFile(path, 'odd-string.bib')).citations).toEqual([
      { title: 'Kept', abstract: '', journal: 'odd', source_record_id: 'a', publication_type: 'article' },
    ]);
  });
});

describe('BibTeX authors', () => {
  it('reads "and others", BibTeX\'s "et al.", as no author of that name', async () => {
    const path = scratch(
      'zotero.bib',
      '@article{tran2020,\n  title = {Hand hygiene in day care},\n  author = {Tr{\\`{\\^{a}}}n, Minh and Lee, Kim and others},\n}\n',
    );
    const { citations } = await readCitationFile(path, 'zotero.bib');
    expect(citations[0]!.authors).toBe('Trần, Minh; Lee, Kim');
  });
});

describe('LaTeX accents', () => {
  it.each([
    ['{\\"u}ber', 'über'],
    ['\\"{o}', 'ö'],
    ["\\'{e}t\\'e", 'été'],
    ["Garc{\\'\\i}a", 'García'],
    ['\\`a la', 'à la'],
    ['\\^{o}', 'ô'],
    ['Espa\\~na', 'España'],
    ['Fran\\c{c}ais', 'Français'],
    ["Dvo\\v{r}\\'ak", 'Dvořák'],
    ['Stra{\\ss}e', 'Straße'],
    ['{\\O}stergaard', 'Østergaard'],
    ['\\L{}\\"{o}d\\\'z', 'Łödź'],
    ['Smith \\& Sons, 50\\%', 'Smith & Sons, 50%'],
    ['\\emph{in vitro} and {RNA}', 'in vitro and RNA'],
    // Vietnamese names: two accents on one letter, and the dot below.
    ['Nguy{\\~{\\^{e}}}n', 'Nguyễn'],
    ['Th{\\d{i}} Ho\\`{a}ng', 'Thị Hoàng'],
    ['Pre--post and 1990--2000 --- a decade', 'Pre–post and 1990–2000 — a decade'],
  ])('turns %s into %s', (latex, text) => {
    expect(latexToUnicode(latex)).toBe(text);
  });
});

describe('LaTeX symbols, as Zotero, Mendeley and journals export them', () => {
  it.each([
    ['p {\\textless} 0.05 and p {\\textgreater} 0.1', 'p < 0.05 and p > 0.1'],
    ['p \\textless{} 0.05 and aged \\textgreater{}65 years', 'p < 0.05 and aged >65 years'],
    ['12 \\textpm{} 3 mg, 5 $\\mu$g/kg, 37\\textdegree{}C', '12 ± 3 mg, 5 μg/kg, 37°C'],
    ['Pre\\textendash{}post {\\textbar} $\\alpha$ and $\\beta$-blockers', 'Pre–post | α and β-blockers'],
    ['$p\\le 0.05$, non\\-inferior, costs \\$5', 'p≤0.05, noninferior, costs $5'],
    ['94\\,\\% of 1\\,200 adults, Fig.\\ 2, $10^{-3}\\!$', '94 % of 1 200 adults, Fig. 2, 10^-3'],
    ['a line\\\\, then more', 'a line\\\\, then more'],
  ])('turns %s into %s', (latex, text) => {
    expect(latexToUnicode(latex)).toBe(text);
  });
});
