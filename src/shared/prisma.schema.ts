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
 * The screening stage of a PRISMA 2020 flow diagram, computed from the project as it is now (what "Finish screening"
 * recorded aside):
 * identified = without_title + duplicates_removed + screenable; screenable = screened + not_screened;
 * screened = excluded + included.
 */
export const prismaNumbers = z.object({
  project: z.string(),
  sources: z.array(prismaSource).describe('records identified, per imported file (source)'),
  identified: z
    .number()
    .int()
    .describe("every record the files held, those left out for want of a title among them (the search's results)"),
  without_title: z
    .number()
    .int()
    .describe('records removed before screening because they had no title: never imported (sources[].skipped)'),
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
  not_screened: z.number().int().describe('records no one labeled (now)'),
  screening_stopped: z
    .boolean()
    .describe(
      'screening has ended and not_screened is the figure then: finished (with no record decided or undecided since), all trainings done, or every record screened',
    ),
  stopping_statement: z
    .string()
    .describe(
      'why the records not screened were left, as far as the project can say; once finished, the stopping test recorded then',
    ),
  since_finished: z
    .string()
    .nullable()
    .describe(
      'what changed after screening was finished, said apart from the figures then (null: nothing, or not finished)',
    ),
});
export type PrismaNumbers = z.infer<typeof prismaNumbers>;

export const prismaQuery = z.object({ format: z.enum(['json', 'svg']).default('json') });

const records = (n: number) => `${n.toLocaleString('en-US')} record${n === 1 ? '' : 's'}`;

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
  /** The stopping test "Finish screening" recorded (`day`: YYYY-MM-DD), the records not screened being those then. */
  finishedTest: (day: string, statement: string) => `Stopping test when screening was finished on ${day}: ${statement}`,
  /** The same once records were decided or undecided since: the figure then, beside the one now. */
  finishedWith: (day: string, notScreened: number, statement: string) =>
    `When screening was finished on ${day}, ${records(notScreened)} ${notScreened === 1 ? 'was' : 'were'} not screened. Stopping test then: ${statement}`,
  /**
   * What changed after screening was finished: the records imported since, the records decided or changed since, with the decision history's
   * entries where there are more (blind dual screening keeps two a decision), and the records set aside as Maybe,
   * then and now (null: nothing).
   */
  sinceFinished: (
    changes: { records: number; entries: number },
    maybe: { then: number; now: number },
    imported = 0,
  ): string | null => {
    const parts = [
      ...(imported > 0 ? [`${records(imported)} imported`] : []),
      ...(changes.records > 0
        ? [
            `${records(changes.records)} decided or changed${changes.entries > changes.records ? ` (${changes.entries} entries in the decision history)` : ''}`,
          ]
        : []),
      ...(maybe.now === maybe.then
        ? []
        : [
            `${maybe.now === 0 ? 'no record is' : `${records(maybe.now)} ${maybe.now === 1 ? 'is' : 'are'}`} set aside as Maybe now (${maybe.then === 0 ? 'none' : maybe.then} then)`,
          ]),
    ];
    return parts.length ? `Since screening was finished: ${parts.join('; ')}.` : null;
  },
  /** The box of the records not screened: PRISMA's wording once screening has ended, "yet" while it is under way. */
  notScreened: (stopped: boolean) =>
    stopped ? 'Records not screened when screening stopped' : 'Records not screened yet',
  /** A file's entries without a title, not imported: "3 rows without a title left out" (a RIS file's are records). */
  withoutTitle: 'Records without a title, not imported',
  leftOut: (count: number, format: string) =>
    `${count} ${entryUnit(format)}${count === 1 ? '' : 's'} without a title left out`,
  loadFailed: 'The PRISMA numbers could not be loaded.',
  pngFailed: 'Failed to make the PNG',
} as const;
