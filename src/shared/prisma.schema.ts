import { z } from 'zod';
import { resultsScreenMessages } from './results-screen.messages.ts';
import { MAX_ITERATIONS, type StillToFindSummary } from './training.schema.ts';
import { entryUnit } from './import/file-kind.ts';

export const prismaSource = z.object({
  name: z.string(),
  format: z.string(),
  records: z.number().int().describe('citations stored from the file'),
  skipped: z.number().int().describe('rows of the file left out for want of a title'),
});

/**
 * The screening stage of a PRISMA 2020 flow diagram, computed from the project as it is now:
 * identified = duplicates_removed + screenable; screenable = screened + not_screened; screened = excluded + included.
 */
export const prismaNumbers = z.object({
  project: z.string(),
  sources: z.array(prismaSource).describe('records identified, per imported file (source)'),
  identified: z.number().int(),
  duplicates_removed: z.number().int(),
  screenable: z.number().int().describe('records left after duplicates were removed'),
  screened: z.number().int().describe('records a person labeled'),
  excluded: z.number().int(),
  excluded_reasons: z
    .array(z.object({ reason: z.string(), records: z.number().int() }))
    .describe(
      "excluded records per exclusion reason, most first (a record counts once, under its latest reviewer's reason)",
    ),
  excluded_without_reason: z.number().int().describe('excluded records no reviewer gave a reason'),
  included: z.number().int(),
  not_screened: z.number().int().describe('records no one labeled when screening stopped (or so far)'),
  screening_stopped: z
    .boolean()
    .describe('screening has ended: finished, all trainings done, or every record screened (else it is under way)'),
  stopping_statement: z.string().describe('why the records not screened were left, as far as the project can say'),
});
export type PrismaNumbers = z.infer<typeof prismaNumbers>;

export const prismaQuery = z.object({ format: z.enum(['json', 'svg']).default('json') });

export const prismaMessages = {
  title: 'PRISMA 2020 flow diagram',
  unrecordedSource: 'Source not recorded',
  noReason: 'no reason given',
  allScreened: 'Every record was screened.',
  noModel:
    'Screening is under way: no model has been trained yet, so every record not screened is simply not reached yet.',
  /** "Still to find" as the results page gives it. */
  estimate: (iteration: number, s: StillToFindSummary) =>
    `After training ${iteration} of ${MAX_ITERATIONS}: ${
      s.estimate === null || s.low === null || s.high === null
        ? resultsScreenMessages.estimateUnavailable[s.reason ?? 'no-reading']
        : resultsScreenMessages.estimate(s.low, s.high, s.estimate, s.level)
    }`,
  /** The continuous mode's stopping test as the screening view states it. */
  stoppingTest: (statement: string) => `Stopping test: ${statement}`,
  /** The box of the records not screened: PRISMA's wording once screening has ended, "yet" while it is under way. */
  notScreened: (stopped: boolean) =>
    stopped ? 'Records not screened when screening stopped' : 'Records not screened yet',
  /** A file's entries without a title, never records here: "3 rows without a title left out" (a RIS file's are records). */
  leftOut: (count: number, format: string) =>
    `${count} ${entryUnit(format)}${count === 1 ? '' : 's'} without a title left out`,
  loadFailed: 'The PRISMA numbers could not be loaded.',
  pngFailed: 'Failed to make the PNG',
} as const;
