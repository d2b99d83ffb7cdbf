import { z } from 'zod';
import { accessRole } from './member.schema.ts';

/** The longest project name, in characters: the name fields count up to it and say when a name is longer. */
export const PROJECT_NAME_MAX = 255;

export const projectName = z
  .string({ error: 'Project name is required' })
  .trim()
  .min(1, 'Project name is required')
  .max(PROJECT_NAME_MAX, `Project name must be at most ${PROJECT_NAME_MAX} characters`);

/**
 * How a project is screened: 'iterations' (the spec's workflow, the default: ten trainings of 5–10 labels
 * a class) or 'continuous' (every decision recorded, no caps, the model retrained in the background).
 */
export const screeningModes = ['iterations', 'continuous'] as const;
export const screeningMode = z.enum(screeningModes, { error: 'screening_mode must be "iterations" or "continuous"' });
export type ScreeningMode = z.infer<typeof screeningMode>;

/**
 * Continuous screening: how many reviewers decide each record. 1: the first decision is the record's; 2:
 * blind dual screening (each decides unseen by the other; agreement decides, disagreement is a conflict).
 */
export const screenersPerRecord = z.coerce
  .number({ error: 'screeners_per_record must be 1 or 2' })
  .pipe(z.union([z.literal(1), z.literal(2)], { error: 'screeners_per_record must be 1 or 2' }))
  // The document says what is taken (coerced, the input reads as any number).
  .meta({ type: 'integer', enum: [1, 2] });
export type ScreenersPerRecord = z.infer<typeof screenersPerRecord>;

export const createProjectInput = z.object({
  name: projectName,
  screening_mode: screeningMode.default('iterations'),
  screeners_per_record: screenersPerRecord
    .default(1)
    .describe('2: blind dual screening (continuous screening only; 409 with "iterations")'),
});
export type CreateProjectInput = z.input<typeof createProjectInput>;

/**
 * PATCH /api/projects/{id}: a new name (the owner's), an iteration project switched to continuous screening,
 * the number of screeners per record (a lead's; continuous screening), or any of them together.
 */
export const updateProjectInput = z
  .object({
    name: projectName.optional(),
    screening_mode: screeningMode.optional(),
    screeners_per_record: screenersPerRecord.optional(),
  })
  .refine((v) => v.name !== undefined || v.screening_mode !== undefined || v.screeners_per_record !== undefined, {
    message: 'Send "name", "screening_mode", "screeners_per_record" or several',
  });

/**
 * The longest text a citation's field holds, far beyond any real record's (the longest titles run to a few hundred
 * characters, author lists of large consortia to tens of thousands): past them a field is a file's columns out of
 * place, or a page no browser can show (a 15 MB title froze every member's list). The JSON API refuses longer
 * fields (422); an imported file's are cut, ending in "…".
 */
export const CITATION_TEXT_LIMITS = {
  title: 4_000,
  abstract: 100_000,
  authors: 100_000,
  journal: 1_000,
  doi: 1_000,
  keywords: 20_000,
  url: 4_000,
} as const;

const longest = (field: keyof typeof CITATION_TEXT_LIMITS, name: string) =>
  [
    CITATION_TEXT_LIMITS[field],
    `${name} is longer than ${CITATION_TEXT_LIMITS[field].toLocaleString('en-US')} characters`,
  ] as const;
const optionalText = (field: keyof typeof CITATION_TEXT_LIMITS, name: string) =>
  z
    .string()
    .max(...longest(field, name))
    .optional();

export const citationInput = z.object({
  title: z
    .string({ error: 'Title is required' })
    .trim()
    .min(1, 'Title is required')
    .max(...longest('title', 'Title')),
  // Optional, as in the files: a row needs a title only, and an empty abstract cell is stored as empty text.
  abstract: z
    .string()
    .nullish()
    // A refinement, not max(): the document keeps saying "a string or null" (max() made it a choice of two schemas).
    .refine((v) => v == null || v.length <= CITATION_TEXT_LIMITS.abstract, longest('abstract', 'Abstract')[1])
    .describe('optional: missing or null is stored as empty text, like an empty abstract cell in a file')
    .transform((v) => v ?? ''),
  authors: optionalText('authors', 'Authors'),
  year: z.number().int().min(0).max(3000).optional(),
  journal: optionalText('journal', 'Journal'),
  doi: optionalText('doi', 'DOI'),
  volume: z.string().max(50).optional(),
  issue: z.string().max(50).optional(),
  pages: z.string().max(50).optional(),
  keywords: optionalText('keywords', 'Keywords'),
  url: optionalText('url', 'URL'),
  /** Beyond the spec: the record's own identifier where it came from, exported with its decision. */
  source_record_id: z.string().max(200).optional(),
  /** Beyond the spec: the kind of publication as the source names it ("Journal Article", "Letter", "CPAPER"). */
  publication_type: z.string().trim().max(200).optional(),
});

export const addCitationsInput = z.object({
  citations: z
    .array(citationInput)
    .min(1, 'No citations provided')
    .max(100_000, 'At most 100,000 citations per request'),
});

export const processingSummary = z.object({
  exact_duplicates_found: z.number().int(),
  similar_duplicates_found: z.number().int(),
  hash_groups_processed: z.number().int(),
  tfidf_comparisons: z.number().int(),
});
export type ProcessingSummary = z.infer<typeof processingSummary>;

/** A project as every API answers it: the spec's fields plus the counts the overview shows. */
export const projectOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  user_id: z.number().int(),
  created_at: z.string(),
  current_iteration: z.number().int(),
  keywords_selected: z.boolean(),
  keywords_count: z
    .number()
    .int()
    .describe('beyond the spec: the words in the include and exclude lists (0 when keyword selection was left empty)'),
  duplicates_removed: z.number().int(),
  duplicates_count: z.number().int(),
  duplicatesRemoved: z.boolean(),
  removal_strategy: z.string().nullable(),
  processing_summary: processingSummary.nullable(),
  citations_count: z.number().int(),
  unique_citations: z.number().int(),
  total_uploaded: z.number().int(),
  relevant_count: z.number().int(),
  irrelevant_count: z.number().int(),
  role: accessRole.describe(
    "the caller's role in the project: owner, lead or reviewer; admin for an administrator who is not a member",
  ),
  owner_name: z.string().describe("the owner's first and last name"),
  screening_mode: screeningMode,
  screeners_per_record: z
    .number()
    .int()
    .describe('1, or 2 for blind dual screening: each record decided by two reviewers on their own'),
  /** When screening was last marked finished ("Finish screening"), or null. */
  finished_at: z.string().nullable(),
});
export type ProjectOutput = z.infer<typeof projectOutput>;

export const skippedRecord = z.object({
  row: z
    .number()
    .int()
    .describe(
      "the record's 1-based position among the file's data rows or records: a CSV's or sheet's first row under the header is 1, a RIS file's first record is 1 (so not the line or the row number a spreadsheet shows; see line and sheet_row)",
    ),
  reason: z.string(),
  line: z
    .number()
    .int()
    .optional()
    .describe(
      'beyond the spec: the line of a text file (CSV, TSV, RIS, PubMed, BibTeX) that the record starts on, the first line being 1; absent for Excel and EndNote XML',
    ),
  sheet_row: z
    .number()
    .int()
    .optional()
    .describe(
      'beyond the spec: for CSV, TSV, XLSX and XLS, the row number a spreadsheet shows for it, the header row counted (usually row + 1); it differs from line where a quoted cell holds line breaks',
    ),
});

/** A record an import left out, where a person finds it in its file, and why. */
export type SkippedRecord = z.infer<typeof skippedRecord>;

export const uploadResponse = z.object({
  project: projectOutput,
  upload_summary: z.object({
    total_citations: z.number().int(),
    skipped_rows: z.number().int(),
    files: z.array(
      z.object({ name: z.string(), format: z.string(), citations: z.number().int(), skipped: z.array(skippedRecord) }),
    ),
  }),
  duplicates_info: z.object({
    duplicates_removed: z.number().int(),
    removal_strategy: z.string(),
    duplicates_in_upload: z
      .number()
      .int()
      .describe(
        "beyond the spec: how many of processing_summary's exact duplicates (counted project-wide) this upload added",
      ),
    processing_summary: processingSummary,
  }),
  message: z.string(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/** Upload limits: 50 MB a file in the new-project dialog (up to 20 files), 10 MB elsewhere, 20 MB for a JSON body. */
export const uploadLimits = {
  createFileBytes: 50 * 1024 * 1024,
  uploadFileBytes: 10 * 1024 * 1024,
  uploadBodyBytes: 20 * 1024 * 1024,
  createMaxFiles: 20,
} as const;

export const acceptedExtensions = ['.csv', '.tsv', '.txt', '.xlsx', '.xls', '.ris', '.nbib', '.bib', '.xml'] as const;

/** Skipped rows kept per imported file, for the overview and the API: the count is always whole. */
export const SKIPPED_ROWS_KEPT = 1000;

export const importedFile = z.object({
  id: z.number().int(),
  name: z.string(),
  format: z.string(),
  citations: z.number().int().describe('citations stored from the file'),
  skipped_count: z.number().int().describe('rows or records of the file left out'),
  skipped: z
    .array(skippedRecord)
    .describe(
      `the rows left out and why, in file order: the first ${SKIPPED_ROWS_KEPT} of a file; empty for files imported before the rows were kept (skipped_count still counts them)`,
    ),
  imported_at: z.string(),
});
export const importedFiles = z.object({ files: z.array(importedFile) });
export type ImportedFiles = z.infer<typeof importedFiles>;
