/**
 * What kind of publication a record is, from the type its file gives it (RIS TY, PubMed and Web of Science PT,
 * Web of Science DT, a BibTeX entry type, EndNote's ref-type, a spreadsheet's "Document Type", "Publication
 * Type" or "Item Type"). The record keeps the text as given; this is the small set of kinds the app reasons
 * with. Erratum, comment and retraction are notices about another publication, often under its title.
 */
export type PublicationKind =
  | 'article'
  | 'review'
  | 'conference'
  | 'chapter'
  | 'book'
  | 'thesis'
  | 'report'
  | 'preprint'
  | 'erratum'
  | 'comment'
  | 'retraction'
  | 'other';

/** Kinds that are a notice about another publication (a correction, a letter or reply, a retraction). */
export const NOTICE_KINDS: ReadonlySet<PublicationKind> = new Set(['erratum', 'comment', 'retraction']);

/**
 * Type names as files write them, compared without case, spaces or punctuation ("Journal Article",
 * "journalArticle" and "journal_article" are one name), each group with why it is that kind.
 */
const NAMES: Array<{ kind: PublicationKind; names: string[]; why: string }> = [
  {
    kind: 'article',
    names: ['JOUR', 'JFULL', 'EJOUR', 'MGZN', 'INPR', 'J', 'Journal Article', 'Electronic Article', 'Magazine Article'],
    why: 'RIS, PubMed, EndNote and Zotero name any journal item so: an article unless another name says more',
  },
  {
    kind: 'article',
    names: ['Article', 'Article in Press', 'Data Paper', 'Reprint', 'Early Access'],
    why: "Scopus, Embase, Web of Science and Dimensions document types of a journal's own article",
  },
  {
    kind: 'article',
    names: ['Retracted Publication', 'Retracted', 'Retracted Article'],
    why: 'PubMed, Scopus and Web of Science mark the retracted article itself so; the notice is another record',
  },
  {
    kind: 'article',
    names: [
      'Randomized Controlled Trial',
      'Clinical Trial',
      'Controlled Clinical Trial',
      'Clinical Trial, Phase I',
      'Clinical Trial, Phase II',
      'Clinical Trial, Phase III',
      'Clinical Trial, Phase IV',
      'Pragmatic Clinical Trial',
      'Multicenter Study',
      'Observational Study',
      'Comparative Study',
      'Evaluation Study',
      'Validation Study',
      'Case Reports',
      'Corrected and Republished Article',
    ],
    why: "PubMed's study designs beside Journal Article: an article of that design",
  },
  {
    kind: 'review',
    names: ['Review', 'Systematic Review', 'Meta-Analysis', 'Scoping Review', 'Short Survey'],
    why: 'PubMed, Scopus, Embase and Web of Science name review articles so',
  },
  {
    kind: 'conference',
    names: [
      'CONF',
      'CPAPER',
      'Conference Paper',
      'Conference Abstract',
      'Conference Proceedings',
      'Proceedings Paper',
      'Meeting Abstract',
      'Congress',
      'inproceedings',
      'conference',
      'proceeding',
    ],
    why: 'a paper or abstract given at a meeting (RIS, Scopus, Embase, Web of Science, PubMed, BibTeX, EndNote, Zotero, Dimensions)',
  },
  {
    kind: 'chapter',
    names: ['CHAP', 'ECHAP', 'Book Chapter', 'Book Section', 'incollection', 'inbook', 'chapter'],
    why: 'a part of a book (RIS, Scopus, Web of Science, EndNote, Zotero, BibTeX, Dimensions)',
  },
  {
    kind: 'book',
    names: ['BOOK', 'EBOOK', 'EDBOOK', 'Book', 'Edited Book', 'booklet', 'proceedings', 'monograph', 'B'],
    why: 'a whole book or volume (RIS, EndNote, BibTeX, Dimensions, Web of Science PT B)',
  },
  {
    kind: 'thesis',
    names: ['THES', 'Thesis', 'phdthesis', 'mastersthesis', 'Dissertation'],
    why: 'a thesis or dissertation (RIS, EndNote, Zotero, BibTeX)',
  },
  {
    kind: 'report',
    names: ['RPRT', 'GOVDOC', 'Report', 'techreport', 'Technical Report'],
    why: 'a report outside journals (RIS, EndNote, Zotero, BibTeX)',
  },
  {
    kind: 'preprint',
    names: ['UNPB', 'Preprint', 'unpublished', 'Posted Content'],
    why: 'a version before peer review (PubMed, Zotero, Dimensions, RIS and BibTeX unpublished work)',
  },
  {
    kind: 'erratum',
    names: ['Erratum', 'Published Erratum', 'Correction', 'Correction, Addition', 'Corrigendum'],
    why: 'a notice correcting another publication (Scopus, Embase, PubMed, Web of Science)',
  },
  {
    kind: 'comment',
    names: ['Comment', 'Letter', 'Editorial', 'Editorial Material', 'Note', 'Discussion', 'Reply'],
    why: 'a letter, comment, reply or editorial, often about an article and under its title (PubMed, Scopus, Embase, Web of Science)',
  },
  {
    kind: 'retraction',
    names: ['Retraction of Publication', 'Retraction', 'Retraction Notice', 'Expression of Concern'],
    why: 'a notice retracting (or doubting) another publication, which keeps its own record',
  },
  {
    kind: 'other',
    names: [
      'GEN',
      'misc',
      'Generic',
      'Book Review',
      'Conference Review',
      'News',
      'News Item',
      'Web Page',
      'webpage',
      'Patent',
      'P',
      'S',
    ],
    why: 'named, but none of the kinds above (RIS and EndNote generic, BibTeX misc, Scopus proceedings front matter, Web of Science PT P and S)',
  },
];

const key = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

const KIND_OF_NAME = new Map<string, PublicationKind>();
for (const { kind, names } of NAMES)
  for (const name of names) if (!KIND_OF_NAME.has(key(name))) KIND_OF_NAME.set(key(name), kind);

/** Where a record has several types ("Journal Article; Comment"), the first kind in this order is its kind. */
const PRECEDENCE: PublicationKind[] = [
  'retraction',
  'erratum',
  'comment',
  'preprint',
  'thesis',
  'chapter',
  'conference',
  'review',
  'report',
  'book',
  'article',
];

/** The kind of a type name or of several separated by ";": null when none is recognised. */
export function knownPublicationKind(type: string | null | undefined): PublicationKind | null {
  const kinds = new Set(
    (type ?? '')
      .split(';')
      .map((name) => KIND_OF_NAME.get(key(name)))
      .filter((kind) => kind !== undefined),
  );
  return PRECEDENCE.find((kind) => kinds.has(kind)) ?? (kinds.size > 0 ? 'other' : null);
}

/** A record's kind from its type text: null without one, `other` for a type no entry names. */
export function publicationKind(type: string | null | undefined): PublicationKind | null {
  if (!type?.trim()) return null;
  return knownPublicationKind(type) ?? 'other';
}

/**
 * Titles that say the record is a notice whatever its type: "Erratum: …", "Correction to: …", "Corrigendum to
 * '…'", "Reply to …", "Response to '…'" or "Response to the letter …" (not "Response to radiofrequency ablation
 * …", an article on tumour response), "Comment on …", "Retraction: …", "Notice of retraction". Not "Retracted:"
 * or "RETRACTED ARTICLE:": Elsevier, Wiley, Springer and PubMed put that on the retracted article itself.
 */
const NOTICE_TITLES: Array<[PublicationKind, RegExp]> = [
  ['erratum', /^(?:errat(?:um|a)|corrigend(?:um|a)|correction(?:\s+(?:to|notice)\b|\s*[:.]|$))/],
  // Not "Retraction of …": orthodontists write of retracting incisors ("Retraction of maxillary incisors …").
  ['retraction', /^(?:retraction(?:\s+(?:to|note|notice)\b|\s*[:.]|$)|notice of retraction)/],
  [
    'comment',
    /^(?:(?:reply|comments?|commentary)\s+(?:to|on)\b|response to\s*(?:[:"'“‘]|(?:the\s+)?(?:letters?|comments?|commentary|editor|correspondence|readers?|reviewers?|drs?)\b)|in reply\b|authors?'?s?\s+reply\b)/,
  ],
];

/** The notice kind a title's opening words give, or null. */
export function noticeKindOfTitle(title: string): PublicationKind | null {
  const opening = title
    .trim()
    .replace(/^["'“‘[(\s]+/, '')
    .toLowerCase();
  return NOTICE_TITLES.find(([, pattern]) => pattern.test(opening))?.[0] ?? null;
}

/**
 * The kind the duplicate search goes by: a notice type wins, then a notice title (a "Correction to: …" exported
 * as any journal item), then the type's kind; null when neither says anything.
 */
export function recordKind(type: string | null | undefined, title: string): PublicationKind | null {
  const fromType = publicationKind(type);
  if (fromType !== null && NOTICE_KINDS.has(fromType)) return fromType;
  return noticeKindOfTitle(title) ?? fromType;
}
