import { normalizeText } from '../normalize-text.ts';

export { normalizeText };

// MEDLINE and Embase mark translated titles: "… diabetes mellitus. [Russian]", "[Article in German]".
const LANGUAGE_NOTE = /\s*\[(?:article in )?[a-z]+\]\s*\.?\s*$/i;

// MEDLINE and Embase append notes about the record to its title: "[Erratum appears in …]", "[abstract no: 134]".
const RECORD_NOTE =
  /\s*\[(?:erratum appears|published erratum|comment in|comment on|see comment|retraction in|abstract no|abstract number)[\s\S]*$/i;

/** A title as a comparable key: normalised, without a trailing language note or database note. */
export function normalizeTitle(title: string): string {
  return normalizeText(title.replace(RECORD_NOTE, '').replace(LANGUAGE_NOTE, ''));
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
  // Exports wrap the DOI in resolver URLs, "doi:" or "DOI " prefixes, or an article number line.
  const found = /10\.\d{4,9}\/\S+/.exec(text);
  return found ? found[0].toLowerCase().replace(/[.,;]+$/, '') : '';
}

/**
 * Author surnames, for comparing author lists written in different styles ("Smith J; Jones A",
 * "Smith, John and Jones, Anna", "Smith J.Jones A."): words of two or more letters, without accents.
 * Initials drop out, so "Ravichandran, T." and "Ravichandran, Thiagarajan" share the surname.
 */
export function authorSurnames(authors: string | null | undefined): string[] {
  if (!authors) return [];
  const words = normalizeText(authors).split(' ');
  return [
    ...new Set(words.filter((w) => w.length >= 2 && !/^\d+$/.test(w) && w !== 'and' && w !== 'et' && w !== 'al')),
  ];
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
  ].map((t) => normalizeText(t)),
);

/** Titles that many different publications share, so a title match alone proves nothing. */
export function isGenericTitle(normalizedTitle: string): boolean {
  if (GENERIC_TITLES.has(normalizedTitle)) return true;
  return normalizedTitle.split(' ').filter((w) => w.length > 2).length <= 2;
}
