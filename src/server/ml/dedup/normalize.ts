import { normalizeText } from '../normalize-text.ts';
import { contentWords, type TitleShape } from './title-compare.ts';

export { normalizeText };

// MEDLINE and Embase mark translated titles: "… diabetes mellitus. [Russian]", "[Article in German]".
const LANGUAGE_NOTE = /\s*\[(?:article in )?[a-z]+\]\s*\.?\s*$/i;

// MEDLINE and Embase append notes about the record to its title: "[Erratum appears in …]", "[abstract no: 134]".
const RECORD_NOTE =
  /\s*\[(?:erratum appears|published erratum|comment in|comment on|see comment|retraction in|abstract no|abstract number)[\s\S]*$/i;

const withoutNotes = (title: string) => title.replace(RECORD_NOTE, '').replace(LANGUAGE_NOTE, '');

/** A title as a comparable key: normalised, without a trailing language note or database note. */
export function normalizeTitle(title: string): string {
  return normalizeText(withoutNotes(title));
}

// Where a title's next part begins: a colon, a full stop, a question mark, brackets, a dash between spaces, an
// ellipsis. A comma or "and" continues the sentence ("… in adults" / "… in adults and adolescents").
const PART_BREAK = /[:?!()[\]]|\.(?=\s)|\.\.\.|…|\s[-–—]+\s|--/;
const ENDS_IN_ELLIPSIS = /(?:\.\.\.|…)\s*$/;
/** The shortest title a database's field limit cuts (the 100 characters seen cutting "… : a nationwi"). */
const FIELD_LIMIT = 100;

/**
 * Where the parts of a title begin, as indexes into its content words (contentWords in title-compare.ts),
 * and whether it may have been cut: it ends in an ellipsis, or is as long as a field limit.
 */
export function titleShape(title: string): TitleShape {
  const text = withoutNotes(title);
  const breaks: number[] = [];
  const parts = PART_BREAK.test(text) ? text.split(PART_BREAK) : [];
  let words = 0;
  for (const part of parts) {
    if (words > 0 && breaks.at(-1) !== words) breaks.push(words);
    words += contentWords(normalizeText(part).split(' ')).length;
  }
  return { breaks, mayBeCut: ENDS_IN_ELLIPSIS.test(text) || text.trim().length >= FIELD_LIMIT };
}

/** A DOI as a comparable key: lower case, without resolver prefixes or trailing punctuation. */
export function normalizeDoi(doi: string | null | undefined): string {
  if (!doi) return '';
  let text = doi.trim();
  try {
    text = decodeURIComponent(text);
  } catch {
    // Not percent-encoded after all; compare it as written.
  }
  // XML and HTML exports escape the angle brackets of SICI DOIs ("17:8&lt;857::AID-SIM777&gt;3.0.CO;2-E").
  if (text.includes('&'))
    text = text.replace(/&(lt|gt|amp);/gi, (_, name: string) => HTML_ESCAPES[name.toLowerCase()]!);
  // Exports wrap the DOI in resolver URLs, "doi:" or "DOI " prefixes, or an article number line.
  const found = /10\.\d{4,9}\/\S+/.exec(text);
  return found ? found[0].toLowerCase().replace(/[.,;]+$/, '') : '';
}

const HTML_ESCAPES: Record<string, string> = { lt: '<', gt: '>', amp: '&' };

// PLOS gives each supplementary file, figure and table a DOI of its own, the article's with ".s001", ".g001",
// ".t001" added; PeerJ adds "/supp-1", "/fig-1", "/table-1".
const PART_OF_ARTICLE = /(?:\.(?:s|g|t|sd)\d{3}|\/(?:supp|fig|table)-\d+)$/;

/** A normalised DOI without the suffix that names a part of the article (a supplementary file, a figure). */
export const articleDoi = (doi: string) => doi.replace(PART_OF_ARTICLE, '');

// DOI prefixes of preprint servers: medRxiv and bioRxiv (10.1101/ followed by a date or a bare number; Cold Spring
// Harbor's journals share the prefix with letters: "10.1101/gr.…"), SSRN, Research Square, arXiv, Preprints.org,
// OSF Preprints, PsyArXiv, SocArXiv, Authorea, ESS Open Archive, ChemRxiv, TechRxiv.
const PREPRINT_DOI =
  /^10\.(?:1101\/(?:\d{4}\.\d{2}\.\d{2}\.)?\d+(?:v\d+)?$|2139\/ssrn\.|21203\/rs\.|48550\/arxiv\.|20944\/preprints|31219\/osf\.io|31234\/osf\.io|31235\/osf\.io|22541\/au\.|1002\/essoar\.|26434\/chemrxiv|36227\/techrxiv)/;

/** A normalised DOI that a preprint server gave: the journal version of the work will carry another. */
export const isPreprintDoi = (doi: string) => PREPRINT_DOI.test(doi);

/**
 * Author surnames, for comparing author lists written in different styles ("Smith J; Jones A",
 * "Smith, John and Jones, Anna", "Smith J.Jones A."): words of two or more letters, without accents.
 * Initials drop out, so "Ravichandran, T." and "Ravichandran, Thiagarajan" share the surname. Where the
 * list shows which words are given names, they drop out too: two teams share given names ("Miller, John;
 * Chen, Wei" / "Lopez, John; Zhang, Wei") and initials ("Kim JH; Lee SH" / "Park JH; Choi SH"), not authors.
 */
export function authorSurnames(authors: string | null | undefined): string[] {
  return authors ? nameWords(familyNames(authors)) : [];
}

/**
 * The family names of an author list (authorSurnames) and every name word of it, given names too ("Ching-yi,
 * Wu" where another source writes "Wu, C. Y."): one array when the list's style shows no given names.
 */
export function authorNames(authors: string | null | undefined): { surnames: string[]; nameWords: string[] } {
  if (!authors) return { surnames: [], nameWords: [] };
  const family = familyNames(authors);
  const all = nameWords(authors);
  return { surnames: family === authors ? all : nameWords(family), nameWords: all };
}

function nameWords(authors: string): string[] {
  const words = normalizeText(authors).split(' ');
  return [
    ...new Set(words.filter((w) => w.length >= 2 && !/^\d+$/.test(w) && w !== 'and' && w !== 'et' && w !== 'al')),
  ];
}

// MEDLINE's "Kim JH": a surname, then its initials in capitals.
const INITIALS_AFTER_SURNAME = /^(.*[a-z].*?)\s+[A-Z]{1,3}\.?$/;

/**
 * The family names of a list of two authors or more, where its style shows them: "Last, First" entries
 * separated by semicolons or "and", or MEDLINE's "Last AB; Last C" in mixed case. Other lists as written
 * (a name order the list does not show keeps all its words).
 */
function familyNames(authors: string): string {
  const entries = authors
    .split(/;|\s+and\s+/i)
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length < 2) return authors;
  if (entries.every((e) => e.split(',').length === 2 && e.split(',')[0]!.trim() && e.split(',')[1]!.trim()))
    return entries.map((e) => e.split(',')[0]).join(' ; ');
  if (authors.includes(';') && entries.every((e) => INITIALS_AFTER_SURNAME.test(e) && !e.includes(',')))
    return entries.map((e) => INITIALS_AFTER_SURNAME.exec(e)![1]).join(' ; ');
  return authors;
}

// Spreadsheets turn "9-11" into "11-Sep": such pages say nothing reliable.
const MANGLED_BY_SPREADSHEET = /jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec/i;

/** The first page ("221-8" starts at 221; "e0137960" and "137960" agree), or '' when unknown. */
export function firstPage(pages: string | null | undefined): string {
  if (!pages || MANGLED_BY_SPREADSHEET.test(pages)) return '';
  const match = /[a-z]?(\d+)/i.exec(pages);
  return match ? match[1]!.replace(/^0+/, '') : '';
}

/** "123-9" → "123-129": the full range, so pages written both ways compare equal. */
export function expandPages(pages: string | null | undefined): string {
  if (!pages || MANGLED_BY_SPREADSHEET.test(pages)) return '';
  const match = /^\s*([a-z]?)(\d+)\s*[-–—]+\s*([a-z]?)(\d+)\s*$/i.exec(pages ?? '');
  if (!match) return firstPage(pages);
  const [, prefix = '', start = '', , end = ''] = match;
  const fullEnd = end.length < start.length ? start.slice(0, start.length - end.length) + end : end;
  return `${prefix.toLowerCase()}${start}-${prefix.toLowerCase()}${fullEnd}`;
}

/** Volume or issue as its leading number ("38 (Supplement 1)" → "38"); '' when it has none ("(Jul)"). */
export function normalizeVolume(value: string | null | undefined): string {
  // "1)" is what is left of "(Supplement 1)" after a bad export: not a volume.
  if (value && value.includes(')') && !value.includes('(')) return '';
  const number = /\d+/.exec(value ?? '');
  return number ? number[0].replace(/^0+/, '') : '';
}

/** Where a record sits in its journal, read from fields that databases fill in their own ways. */
export interface JournalPlace {
  volume: string;
  issue: string;
  /** The supplement number ("Suppl. 1"), which some exports file as the volume. */
  supplement: string;
}

const SUPPLEMENT = /supp\w*\.?\s*(\d+)/i;

/**
 * Volume, issue and supplement as comparable numbers. Embase writes "16 (1) (no pagination)" in the
 * volume field and the article number in the issue field of journals without pages; a supplement
 * ("10 Suppl. 1", "SUPPL. 3") is not an issue number.
 */
export function journalPlace(
  volume: string | null | undefined,
  issue: string | null | undefined,
  pages: string | null | undefined,
): JournalPlace {
  const supplement = SUPPLEMENT.exec(`${issue ?? ''} ${volume ?? ''}`)?.[1]?.replace(/^0+/, '') ?? '';
  const inVolume = /\(\s*(\d+)\s*\)/.exec(volume ?? '')?.[1]?.replace(/^0+/, '');
  let number = inVolume ?? (/^\s*supp/i.test(issue ?? '') ? '' : normalizeVolume(issue));
  if (!inVolume && number && number === firstPage(pages)) number = '';
  return { volume: normalizeVolume(volume), issue: number, supplement };
}

const GENERIC_TITLES = new Set(
  [
    'editorial',
    'reply',
    'erratum',
    'errata',
    'introduction',
    'letter',
    'letters',
    'correction',
    'corrigendum',
    'comment',
    'commentary',
    'response',
    'author reply',
    'authors reply',
    'reply to letter',
    'letter to the editor',
    'in reply',
    'preface',
    'foreword',
    'abstracts',
    'conference abstracts',
    'poster',
    'posters',
    'news',
    'obituary',
    'book review',
    'editors note',
    'retraction',
    'notice of retraction',
    'index',
    'contents',
    'table of contents',
    'guest editorial',
    'editorial comment',
    'invited commentary',
    'correspondence',
    'discussion',
    'summary',
    'untitled',
    'introduction to the special issue',
    // Departments of every issue, often by the same editor: the same title, author and year say nothing.
    'in this issue',
    'highlights of this issue',
    'this issue at a glance',
    'from the editor',
    'letter from the editor',
    'message from the editor',
    'from the editors desk',
    'message from the president',
    'presidents message',
    'presidents column',
  ].map((t) => normalizeText(t)),
);

/** Titles that many different publications share, so a title match alone proves nothing. */
export function isGenericTitle(normalizedTitle: string): boolean {
  if (GENERIC_TITLES.has(normalizedTitle)) return true;
  return normalizedTitle.split(' ').filter((w) => w.length > 2).length <= 2;
}
