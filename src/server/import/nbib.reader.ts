import { numberRecords, type NumberedRecord, type RawCitation } from './citation.normalizer.ts';
import { addValue, continueValue, firstValue, joinedValues, type TaggedRecord } from './tagged-record.helpers.ts';

/** "PMID- 12345678", "TI  - ...": the tag is padded to four characters before "- ". */
const TAG_LINE = /^([A-Z]{2,4}) *- ?(.*)$/;

/** Records are separated by blank lines and start with PMID; wrapped values continue on indented lines. */
function parseNbibRecords(text: string): TaggedRecord[] {
  const records: TaggedRecord[] = [];
  let current: TaggedRecord | undefined;
  let lastTag = '';
  for (const line of text.split(/\r?\n/)) {
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
    if (current === undefined || tag === 'PMID') records.push((current = new Map()));
    addValue(current, tag, value.trim());
    lastTag = tag;
  }
  return records;
}

/** The DOI is the identifier marked "[doi]" among LID, then AID, values. */
function doi(record: TaggedRecord): string | undefined {
  const ids = [...(record.get('LID') ?? []), ...(record.get('AID') ?? [])];
  return ids.find((id) => id.endsWith('[doi]'))?.replace(/\s*\[doi\]$/, '');
}

function toRawCitation(record: TaggedRecord): RawCitation {
  return {
    title: firstValue(record, 'TI'),
    abstract: firstValue(record, 'AB'),
    authors: joinedValues(record, 'FAU', 'AU'),
    year: firstValue(record, 'DP'),
    journal: firstValue(record, 'JT', 'TA'),
    doi: doi(record),
    volume: firstValue(record, 'VI'),
    issue: firstValue(record, 'IP'),
    pages: firstValue(record, 'PG'),
    keywords: joinedValues(record, 'OT', 'MH'),
    source_record_id: firstValue(record, 'PMID'),
  };
}

export function readNbib(text: string): NumberedRecord[] {
  return numberRecords(parseNbibRecords(text).map(toRawCitation));
}
