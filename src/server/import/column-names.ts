/**
 * The names optional columns are exported under, in order of preference, matched in any case with or without
 * spaces and underscores (looseColumnName: "Pub Year" is "PubYear"). Web of Science's tab-delimited export
 * names its columns by two-letter tags (AF, AU, PY, SO, VL, IS, BP, EP, AR, DI, DE, UT; the upload dialog renames
 * TI and AB to title and abstract); its full-name export and Scopus's CSV use words ("Source title", "Page
 * start", "Author Keywords", "Link"), as do Embase ("Author Names"), Cochrane ("Author(s)"), PubMed
 * ("Journal/Book"), Zotero ("Manual Tags"), Dimensions ("PubYear", "Pagination") and Publish or Perish
 * ("ArticleURL").
 */
export const OPTIONAL_COLUMNS = {
  // Full names before initials: Scopus's "Author full names" beside its "Authors", Web of Science's AF beside AU.
  authors: ['author full names', 'authors', 'author', 'author names', 'author(s)', 'af', 'au'],
  year: ['year', 'publication year', 'published year', 'year published', 'pub year', 'year of publication', 'py'],
  // "Source" last: Scopus writes the database's name there ("Scopus") and the journal in "Source title".
  journal: ['journal', 'secondary title', 'source title', 'publication title', 'journal/book', 'so', 'source'],
  doi: ['doi', 'di'],
  volume: ['volume', 'vl'],
  issue: ['issue', 'number', 'is'],
  pages: ['pages', 'pagination'],
  keywords: ['keywords', 'author keywords', 'manual tags', 'automatic tags', 'de'],
  url: ['url', 'link', 'articleurl'],
  // Search databases' and reference managers' own record numbers (Scopus EID, Web of Science UT, Zotero Key).
  // Screener's own CSV and workbook exports carry the record's id in the file it first came from beside their
  // `id` (Screener's): that one first, so a project exported and imported again keeps the original ids.
  source_record_id: [
    'source record id',
    'record id in file',
    'id',
    'record id',
    'record number',
    'pmid',
    'accession number',
    'eid',
    'ut (unique wos id)',
    'ut',
    'key',
    'covidence #',
    // PubMed's number under other names (Scopus "PubMed ID", labelled sets' "pubmedID", Embase "Medline PMID"),
    // last: a file with its database's own number keeps it (Scopus EID), rows without one take these.
    'pubmed id',
    'medline pmid',
  ],
  // The kind of publication: Scopus's and Web of Science's "Document Type" (DT) before Web of Science's
  // "Publication Type" (PT, only J, B, S or P); Embase, Dimensions and Screener's own exports write "Publication
  // Type", Zotero "Item Type", EndNote "Reference Type".
  publication_type: ['document type', 'publication type', 'item type', 'reference type', 'dt', 'pt'],
} as const satisfies Record<string, readonly string[]>;

/**
 * Names taken only when the header has none of the names listed with them: Scopus's "Source" is the database
 * beside the journal's "Source title", and Web of Science's ID is Keywords Plus beside the record's UT.
 */
export const ONLY_WITHOUT: Record<string, readonly string[]> = {
  source: ['journal', 'secondary title', 'source title', 'publication title', 'journal/book', 'so'],
  id: ['ut', 'ut (unique wos id)'],
};

/**
 * A row without pages gets them from its first and last page (Scopus "Page start"/"Page end", Web of Science
 * BP/EP or "Start Page"/"End Page", Embase "First Page"/"Last Page", Publish or Perish "StartPage"/"EndPage"),
 * else from its article number (Scopus "Art. No.", Web of Science AR).
 */
export const PAGE_PARTS = {
  start: ['page start', 'start page', 'first page', 'bp'],
  end: ['page end', 'end page', 'last page', 'ep'],
  article: ['art. no.', 'article number', 'ar'],
} as const satisfies Record<string, readonly string[]>;

/**
 * PubMed's CSV has no volume, issue or pages columns: its "Citation" holds them after the date,
 * "J Pain. 2019 Mar;20(3):123-130. doi: ...". A row takes from it the ones it has no column for.
 */
export const PACKED_CITATION = ['citation'] as const;
