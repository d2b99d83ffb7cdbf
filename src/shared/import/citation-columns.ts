/**
 * The columns a CSV or Excel file must have (spec section 5: exactly lowercase "title" and "abstract"),
 * and the names common database exports give them, for the browser to offer a renaming.
 */

export const REQUIRED_COLUMNS = ['title', 'abstract'] as const;
export type RequiredColumn = (typeof REQUIRED_COLUMNS)[number];

/**
 * Header names in exports, in order of preference: Scopus and Embase "Title"/"Abstract", Web of Science
 * "Article Title" and tab-delimited "TI"/"AB", IEEE Xplore "Document Title", Zotero "Abstract Note", RIS
 * tags as columns ("T1", "N2"), ASReview "primary_title". Never a look-alike such as "Source title" (the journal).
 */
const ALIASES: Record<RequiredColumn, readonly string[]> = {
  title: ['title', 'article title', 'document title', 'primary title', 'ti', 't1'],
  abstract: ['abstract', 'abstract note', 'ab', 'n2'],
};

/** Which column (by position) becomes each required column. */
export type ColumnMapping = Partial<Record<RequiredColumn, number>>;

/** A header name as export names are matched: in any case, spaces and underscores left out ("PubMed ID" = "pubmedID"). */
export const looseColumnName = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '');

/** The columns the server takes as they are: exactly "title" and "abstract". */
export function exactColumns(header: readonly string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  for (const name of REQUIRED_COLUMNS) if (header.includes(name)) mapping[name] = header.indexOf(name);
  return mapping;
}

/** The exact columns where they exist, else the first header under a known export name. */
export function suggestedMapping(header: readonly string[]): ColumnMapping {
  const mapping = exactColumns(header);
  const names = header.map(looseColumnName);
  for (const column of REQUIRED_COLUMNS) {
    if (mapping[column] !== undefined) continue;
    const at = ALIASES[column].map((alias) => names.indexOf(looseColumnName(alias))).find((i) => i !== -1);
    if (at !== undefined && !Object.values(mapping).includes(at)) mapping[column] = at;
  }
  return mapping;
}

export const mappingComplete = (mapping: ColumnMapping) =>
  REQUIRED_COLUMNS.every((column) => mapping[column] !== undefined);

/**
 * The renames a mapping asks for (position → new name); empty when the header already fits. A column
 * already named as the chosen one is renamed aside, since the server reads the first of that name.
 */
export function columnRenames(header: readonly string[], mapping: ColumnMapping): Map<number, string> {
  const renames = new Map<number, string>();
  for (const column of REQUIRED_COLUMNS) {
    const at = mapping[column];
    if (at === undefined || header[at] === column) continue;
    renames.set(at, column);
    header.forEach((name, i) => name === column && i !== at && renames.set(i, `${column} (not used)`));
  }
  return renames;
}
