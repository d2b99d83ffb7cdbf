import { BibSyntaxError, CITATION_KEY, ENTRY_TYPE, parseBibtexEntries, type BibFields } from './bibtex.parser.ts';
import { numberRecords, type NumberedRecord, type RawCitation } from './citation.normalizer.ts';
import { unreadableError } from './import.errors.ts';
import { latexToUnicode } from './latex.decoder.ts';

/** Splits "A and B" at brace depth 0, so a braced corporate name such as {Barnes and Noble} stays whole. */
function splitAuthors(value: string): string[] {
  const names: string[] = [];
  const and = /\s+and\s+/y;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < value.length; i++) {
    if (value[i] === '{') depth++;
    else if (value[i] === '}') depth--;
    and.lastIndex = i;
    if (depth === 0 && and.test(value)) {
      names.push(value.slice(start, i));
      start = and.lastIndex;
      i = start - 1;
    }
  }
  return [...names, value.slice(start)];
}

/** "and others" is BibTeX's "et al.", no author of that name. */
function authorNames(value: string): string | undefined {
  const names = splitAuthors(value)
    .map((name) => latexToUnicode(name).trim())
    .filter((name) => name !== '' && name !== 'others');
  return names.length > 0 ? names.join('; ') : undefined;
}

function text(entry: BibFields, ...names: string[]): string | undefined {
  const value = names.map((name) => entry.get(name)).find((v) => v !== undefined && v.trim() !== '');
  return value === undefined ? undefined : latexToUnicode(value);
}

/**
 * A DOI or URL as written: "~" and "_" mean themselves there, not LaTeX. Web of Science doubles every value's
 * braces (DOI = {{10.1371/...}}), so a brace pair around the whole value goes.
 */
function verbatim(entry: BibFields, name: string): string | undefined {
  const value = entry.get(name);
  return value?.replace(/^\s*\{([^{}]*)\}\s*$/, '$1');
}

function toRawCitation(entry: BibFields): RawCitation {
  const author = entry.get('author');
  return {
    title: text(entry, 'title'),
    abstract: text(entry, 'abstract'),
    authors: author === undefined ? undefined : authorNames(author),
    year: text(entry, 'year', 'date'),
    journal: text(entry, 'journal', 'journaltitle', 'booktitle'),
    doi: verbatim(entry, 'doi'),
    volume: text(entry, 'volume'),
    issue: text(entry, 'number', 'issue'),
    // Without pages, the article number: ACM's articleno, Scopus's art_number, Web of Science's Article-Number.
    pages: text(entry, 'pages')?.replace(/\s*-+\s*/g, '-') ?? text(entry, 'articleno', 'art_number', 'article-number'),
    keywords: text(entry, 'keywords')
      ?.split(/\s*[,;]\s*/)
      .filter(Boolean)
      .join('; '),
    url: verbatim(entry, 'url'),
    source_record_id: entry.get(CITATION_KEY),
    publication_type: entry.get(ENTRY_TYPE),
  };
}

function lineAt(text: string, offset: number): number {
  return text.slice(0, offset).split('\n').length;
}

/** The lines that ascending offsets are on, counted in one pass over the text. */
function linesAt(text: string, offsets: number[]): number[] {
  let line = 1;
  let from = 0;
  return offsets.map((offset) => {
    for (let at = text.indexOf('\n', from); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) line++;
    from = offset;
    return line;
  });
}

export function readBibtex(text: string): NumberedRecord[] {
  try {
    const entries = parseBibtexEntries(text);
    return numberRecords(
      entries.map((entry) => toRawCitation(entry.fields)),
      linesAt(
        text,
        entries.map((entry) => entry.offset),
      ),
    );
  } catch (error) {
    if (!(error instanceof BibSyntaxError)) throw error;
    throw unreadableError(
      'bibtex',
      `the entry starting on line ${lineAt(text, error.offset)} is malformed or not closed`,
    );
  }
}
