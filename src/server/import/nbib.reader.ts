import { numberRecords, type NumberedRecord, type RawCitation } from './citation.normalizer.ts';
import { addValue, continueValue, firstValue, joinedValues, type TaggedRecord } from './tagged-record.helpers.ts';

/** "PMID- 12345678", "TI  - ...": the tag is padded to four characters before "- ". */
const TAG_LINE = /^([A-Z]{2,4}) *- ?(.*)$/;

/**
 * Records are separated by blank lines and start with PMID; wrapped values continue on indented lines.
 * `lines` are the lines the records start on.
 */
function parseNbibRecords(text: string): { records: TaggedRecord[]; lines: number[] } {
  const records: TaggedRecord[] = [];
  const lines: number[] = [];
  let current: TaggedRecord | undefined;
  let lastTag = '';
  for (const [at, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') {
      current = undefined;
      continue;
    }
    const match = /^\s/.test(line) ? null : TAG_LINE.exec(line);
    if (match === null) {
      if (current !== undefined) continueValue(current, lastTag, line.trim());
      continue;
    }
    const [, tag = '', value = ''] = match;
    if (current === undefined || tag === 'PMID') {
      records.push((current = new Map()));
      lines.push(at + 1);
    }
    addValue(current, tag, value.trim());
    lastTag = tag;
  }
  return { records, lines };
}

/** The DOI is the identifier marked "[doi]" among LID, then AID, values. */
function doi(record: TaggedRecord): string | undefined {
  const ids = [...(record.get('LID') ?? []), ...(record.get('AID') ?? [])];
  return ids.find((id) => id.endsWith('[doi]'))?.replace(/\s*\[doi\]$/, '');
}

/** PubMed's stand-in for a title it has no English for; the record's own title is then in VTI or TT. */
const NOT_AVAILABLE = /^\[not available\]\.?$/i;

/**
 * The article's title; a book on the NCBI Bookshelf has only its book title (BTI); a title PubMed shows as
 * "[Not Available]." is in the article's own language (VTI, else TT's transliteration).
 */
function title(record: TaggedRecord): string | undefined {
  const english = firstValue(record, 'TI', 'BTI');
  return english !== undefined && NOT_AVAILABLE.test(english) ? (firstValue(record, 'VTI', 'TT') ?? english) : english;
}

/** The people (full names before short ones), then the groups credited as authors (CN: "WHO Falls Group"). */
function authors(record: TaggedRecord): string | undefined {
  const names = [joinedValues(record, 'FAU', 'AU'), joinedValues(record, 'CN')].filter((n) => n !== undefined);
  return names.length > 0 ? names.join('; ') : undefined;
}

function toRawCitation(record: TaggedRecord): RawCitation {
  return {
    title: title(record),
    abstract: firstValue(record, 'AB'),
    authors: authors(record),
    year: firstValue(record, 'DP'),
    journal: firstValue(record, 'JT', 'TA'),
    doi: doi(record),
    volume: firstValue(record, 'VI'),
    issue: firstValue(record, 'IP'),
    pages: firstValue(record, 'PG'),
    keywords: joinedValues(record, 'OT', 'MH'),
    source_record_id: firstValue(record, 'PMID'),
    // One PT a type: "Journal Article", "Comment", "Published Erratum", "Retraction of Publication" …
    publication_type: joinedValues(record, 'PT'),
  };
}

export function readNbib(text: string): NumberedRecord[] {
  const { records, lines } = parseNbibRecords(text);
  return numberRecords(records.map(toRawCitation), lines);
}
