import { numberRecords, type NumberedRecord, type RawCitation } from './citation.normalizer.ts';
import { addValue, continueValue, firstValue, joinedValues, type TaggedRecord } from './tagged-record.helpers.ts';

/** "AU: Smith J", "DOI: 10.1002/…": an upper-case tag of two or three letters, a colon and the value. */
const TAG_LINE = /^([A-Z]{2,3}): ?(.*)$/;

/** "Record #1 of 25": the line that opens each record. */
const RECORD_LINE = /^Record #\d+ of \d+\s*$/;

/**
 * The Cochrane Library's plain-text export (CENTRAL trials, Cochrane reviews): each record opens with
 * "Record #n of N", then one "TAG: value" line a field, AU once per author. A line with no tag goes on with the
 * value before it. A file cut out of its record lines (starting at "ID:") still reads: a record is then also
 * begun by a second ID. `lines` are the lines the records start on.
 */
function parseCochraneRecords(text: string): { records: TaggedRecord[]; lines: number[] } {
  const records: TaggedRecord[] = [];
  const lines: number[] = [];
  let current: TaggedRecord | undefined;
  let recordLine: number | undefined;
  let lastTag = '';
  for (const [at, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trimEnd();
    if (RECORD_LINE.test(line.trim())) {
      current = undefined;
      recordLine = at + 1;
      continue;
    }
    if (line.trim() === '') continue;
    const match = TAG_LINE.exec(line);
    if (match === null) {
      if (current !== undefined) continueValue(current, lastTag, line.trim());
      continue;
    }
    const [, tag = '', value = ''] = match;
    if (current === undefined || (tag === 'ID' && current.has('ID'))) {
      records.push((current = new Map()));
      lines.push(recordLine ?? at + 1);
      recordLine = undefined;
    }
    addValue(current, tag, value.trim());
    lastTag = tag;
  }
  return { records, lines };
}

/** "PUBMED 30600001" is the PubMed id; EMBASE ids (XR) are not kept, the record's own id (ID) is. */
function toRawCitation(record: TaggedRecord): RawCitation {
  return {
    title: firstValue(record, 'TI'),
    abstract: firstValue(record, 'AB'),
    authors: joinedValues(record, 'AU'),
    year: firstValue(record, 'YR'),
    journal: firstValue(record, 'SO'),
    doi: firstValue(record, 'DOI'),
    volume: firstValue(record, 'VL'),
    issue: firstValue(record, 'NO'),
    pages: firstValue(record, 'PG'),
    keywords: joinedValues(record, 'KY'),
    source_record_id: firstValue(record, 'ID'),
    publication_type: firstValue(record, 'PT'),
  };
}

export function readCochrane(text: string): NumberedRecord[] {
  const { records, lines } = parseCochraneRecords(text);
  return numberRecords(records.map(toRawCitation), lines);
}
