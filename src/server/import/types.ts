import type { FileFormat } from '../../shared/import/file-kind.ts';
import type { SkippedRecord } from '../../shared/project.schema.ts';

/** One citation as a file gives it, before it is stored. Optional fields are kept when the file has them. */
export interface CitationInput {
  title: string;
  abstract: string;
  authors?: string;
  year?: number;
  journal?: string;
  doi?: string;
  volume?: string;
  issue?: string;
  pages?: string;
  keywords?: string;
  url?: string;
  /**
   * The record's own identifier in the file it came from (a CSV's id column, RIS ID or AN, PubMed's PMID, a
   * BibTeX key, EndNote's rec-number), so that decisions can be matched back to the search's export.
   */
  source_record_id?: string;
  /**
   * The kind of publication as the file names it, trimmed (RIS TY or Scopus's M3, PubMed's PTs joined by "; ",
   * Web of Science DT, a BibTeX entry type, EndNote's ref-type, a "Document Type" column); kinds in
   * shared/publication-kind.ts.
   */
  publication_type?: string;
}

/** The optional fields kept as text (the year is a number). */
export const OPTIONAL_TEXT_FIELDS = [
  'authors',
  'journal',
  'doi',
  'volume',
  'issue',
  'pages',
  'keywords',
  'url',
  'source_record_id',
  'publication_type',
] as const;

/**
 * A record the reader left out and why: `row` is its 1-based position among the file's data rows or records,
 * `line` and `sheet_row` say where a person finds it (the contract's schema describes each).
 */
export type { SkippedRecord };

/** Where a person finds a record in its file. */
export type RecordPlace = Pick<SkippedRecord, 'line' | 'sheet_row'>;

export type { FileFormat };

export interface ParsedFile {
  fileName: string;
  format: FileFormat;
  citations: CitationInput[];
  skipped: SkippedRecord[];
}

export type ImportErrorKind = 'unsupported' | 'empty' | 'unreadable' | 'columns';

/** A file that cannot be imported; the message is shown to the user as it is. */
export class ImportError extends Error {
  readonly kind: ImportErrorKind;
  readonly fileName?: string;

  constructor(kind: ImportErrorKind, message: string, fileName?: string) {
    super(message);
    this.name = 'ImportError';
    this.kind = kind;
    this.fileName = fileName;
  }
}
