import { knownPublicationKind } from '../../shared/publication-kind.ts';
import { numberRecords, pageRange, type NumberedRecord, type RawCitation } from './citation.normalizer.ts';
import {
  addValue,
  continueValue,
  firstValue,
  joinedValues,
  paragraphs,
  type TaggedRecord,
} from './tagged-record.helpers.ts';

/** "TY  - JOUR"; some writers use one space before the dash, and "ER  -" often has nothing after it. */
const TAG_LINE = /^([A-Z][A-Z0-9]) {1,2}-(?: (.*))?$/;

/**
 * Records run from "TY" to "ER"; a tag outside a record starts one, since some writers omit "TY". `lines`
 * are the lines the records start on.
 */
function parseRisRecords(text: string): { records: TaggedRecord[]; lines: number[] } {
  const records: TaggedRecord[] = [];
  const lines: number[] = [];
  let current: TaggedRecord | undefined;
  let lastTag = '';
  for (const [at, line] of text.split(/\r?\n/).entries()) {
    const match = TAG_LINE.exec(line);
    if (match === null) {
      if (current !== undefined && line.trim() !== '') continueValue(current, lastTag, line.trim());
      continue;
    }
    const [, tag = '', value = ''] = match;
    if (tag === 'ER') {
      current = undefined;
      continue;
    }
    if (current === undefined || tag === 'TY') {
      records.push((current = new Map()));
      lines.push(at + 1);
    }
    addValue(current, tag, value.trim());
    lastTag = tag;
  }
  return { records, lines };
}

/** Reference types whose T2 is always the periodical's name: an article in a journal, magazine or newspaper. */
const PERIODICAL_TYPES = new Set(['JOUR', 'JFULL', 'MGZN', 'NEWS', 'EJOUR']);

/** Types whose C7 is the article number (Scopus, EndNote); elsewhere it is a custom field. */
const ARTICLE_NUMBER_TYPES = new Set([...PERIODICAL_TYPES, 'CONF', 'CPAPER']);

/** "SP-EP", else the one given, else the article number (C7) of an article or conference paper. */
function pages(record: TaggedRecord, type: string): string | undefined {
  const article = ARTICLE_NUMBER_TYPES.has(type) ? firstValue(record, 'C7') : undefined;
  return pageRange(firstValue(record, 'SP'), firstValue(record, 'EP'), article);
}

/** A DOI link among a record's URLs: EBSCOhost and Ovid's Embase give some records no DO, only a doi.org UR. */
function doiLink(record: TaggedRecord): string | undefined {
  const links = [...(record.get('UR') ?? []), ...(record.get('L2') ?? [])];
  return links.find((link) => /^https?:\/\/(?:dx\.)?doi\.org\/10\./i.test(link));
}

/**
 * Scopus's own record number (EID), which its RIS export gives only inside the record's Scopus link:
 * "…/inward/record.uri?eid=2-s2.0-85012345678&…", or in the newer form "…/pages/publications/85012345678".
 */
function scopusEid(record: TaggedRecord): string | undefined {
  for (const link of record.get('UR') ?? []) {
    if (!/^https?:\/\/(?:www\.)?scopus\.com\//i.test(link)) continue;
    const match = /[?&]eid=(2-s2\.0-\d+)/.exec(link) ?? /\/pages\/publications\/(\d+)/.exec(link);
    if (match) return match[1]!.startsWith('2-s2.0-') ? match[1] : `2-s2.0-${match[1]}`;
  }
  return undefined;
}

/**
 * Screener's own RIS export writes its id as ID and the record's id in the search it came from in a note,
 * "Screener source: file F, record R": imported again, the record keeps R, as a CSV or Excel export's
 * `source_record_id` column keeps it.
 */
function screenerSourceRecord(record: TaggedRecord): string | undefined {
  for (const note of record.get('N1') ?? []) {
    const match = /^Screener source: (?:file .*, )?record (.+)$/.exec(note);
    if (match) return match[1]!.trim();
  }
  return undefined;
}

/**
 * TY, unless M3 ("Type of Work") names a kind of publication: Scopus writes its document type there ("M3  -
 * Erratum" under "TY  - JOUR"), and so does Screener's own export for a type that is no RIS code. Elsewhere M3
 * may hold anything (EndNote puts DOIs there), so an M3 no kind is known for is passed over.
 */
function publicationType(record: TaggedRecord): string | undefined {
  const work = firstValue(record, 'M3');
  return work !== undefined && knownPublicationKind(work) !== null ? work : firstValue(record, 'TY');
}

/**
 * AU and A1 both name primary authors, and a record may use both (A1 for the first author, AU for the others):
 * every name of either, in the order their tags first appear, each once.
 */
function primaryAuthors(record: TaggedRecord): string | undefined {
  const names = [...record].flatMap(([tag, values]) => (tag === 'AU' || tag === 'A1' ? values : []));
  const unique = [...new Set(names.filter((name) => name !== ''))];
  return unique.length > 0 ? unique.join('; ') : undefined;
}

/**
 * T2 is the secondary title: the journal of a JOUR record, the proceedings of a CONF paper. It stands in as the
 * title only when TI and T1 are both missing, and never for an article, whose T2 names the journal, not the
 * study (such a record is skipped as having no title, as the other formats skip it).
 */
function toRawCitation(record: TaggedRecord): RawCitation {
  const title = firstValue(record, 'TI', 'T1');
  const type = firstValue(record, 'TY')?.toUpperCase() ?? '';
  const periodical = PERIODICAL_TYPES.has(type);
  const t2IsTitle = title === undefined && !periodical;
  // JF is the journal's full name by the RIS specification, JO its abbreviation where a record has both (Ovid).
  const journalTags = t2IsTitle ? ['JF', 'JO', 'JA'] : ['JF', 'JO', 'T2', 'JA'];
  return {
    title: title ?? (t2IsTitle ? firstValue(record, 'T2') : undefined),
    abstract: paragraphs(record, 'AB', 'N2'),
    authors: primaryAuthors(record),
    year: firstValue(record, 'PY', 'Y1', 'DA'),
    journal: firstValue(record, ...journalTags),
    doi: firstValue(record, 'DO') ?? doiLink(record),
    volume: firstValue(record, 'VL'),
    issue: firstValue(record, 'IS'),
    pages: pages(record, type),
    keywords: joinedValues(record, 'KW'),
    url: firstValue(record, 'UR'),
    source_record_id: screenerSourceRecord(record) ?? firstValue(record, 'ID', 'AN') ?? scopusEid(record),
    publication_type: publicationType(record),
  };
}

export function readRis(text: string): NumberedRecord[] {
  const { records, lines } = parseRisRecords(text);
  return numberRecords(records.map(toRawCitation), lines);
}
