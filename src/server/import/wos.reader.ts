import { numberRecords, pageRange, type NumberedRecord, type RawCitation } from './citation.normalizer.ts';
import { addValue, continueValue, firstValue, joinedValues, type TaggedRecord } from './tagged-record.helpers.ts';

/** "AU Smith, J": a two-character tag, a space and the value; "ER" and "EF" stand alone. */
const TAG_LINE = /^([A-Z][A-Z0-9])(?: (.*))?$/;

/** Tags whose continuation lines are further values (one author or address a line), not wrapped text. */
const LIST_TAGS = new Set(['AU', 'AF', 'BA', 'BF', 'CA', 'GP', 'BE', 'C1', 'C3', 'CR', 'RP', 'EM', 'RI', 'OI']);

/**
 * Web of Science's plain-text export ("savedrecs.txt"): "FN"/"VR" file lines, then records from "PT" to "ER",
 * "EF" at the end. A value goes on over lines indented by three spaces. `lines` are the lines the records start on.
 */
function parseWosRecords(text: string): { records: TaggedRecord[]; lines: number[] } {
  const records: TaggedRecord[] = [];
  const lines: number[] = [];
  let current: TaggedRecord | undefined;
  let lastTag = '';
  for (const [at, line] of text.split(/\r?\n/).entries()) {
    const match = /^\s/.test(line) ? null : TAG_LINE.exec(line);
    if (match === null) {
      if (current === undefined || line.trim() === '') continue;
      if (LIST_TAGS.has(lastTag)) addValue(current, lastTag, line.trim());
      else continueValue(current, lastTag, line.trim());
      continue;
    }
    const [, tag = '', value = ''] = match;
    if (tag === 'ER' || tag === 'EF') {
      current = undefined;
      continue;
    }
    if (current === undefined) {
      if (tag === 'FN' || tag === 'VR') continue;
      records.push((current = new Map()));
      lines.push(at + 1);
    }
    addValue(current, tag, value.trim());
    lastTag = tag;
  }
  return { records, lines };
}

/** ID is Keywords Plus, never the record's id: that is UT ("WOS:..."). */
function toRawCitation(record: TaggedRecord): RawCitation {
  return {
    title: firstValue(record, 'TI'),
    abstract: firstValue(record, 'AB'),
    // AF's full names before AU's initials, as PubMed's FAU before AU.
    authors: joinedValues(record, 'AF', 'AU'),
    // An early-access record has no PY until it is in an issue; EY is the year it came out online.
    year: firstValue(record, 'PY', 'EY'),
    journal: firstValue(record, 'SO'),
    doi: firstValue(record, 'DI'),
    volume: firstValue(record, 'VL'),
    issue: firstValue(record, 'IS'),
    // BP-EP, else the article number (AR), as the tab-delimited export is read.
    pages: pageRange(firstValue(record, 'BP'), firstValue(record, 'EP'), firstValue(record, 'AR')),
    keywords: firstValue(record, 'DE'),
    source_record_id: firstValue(record, 'UT'),
    // DT is the document type ("Article", "Correction", "Editorial Material"); PT only the source's (J, B, S, P).
    publication_type: firstValue(record, 'DT', 'PT'),
  };
}

export function readWos(text: string): NumberedRecord[] {
  const { records, lines } = parseWosRecords(text);
  return numberRecords(records.map(toRawCitation), lines);
}
