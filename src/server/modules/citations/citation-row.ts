import { sql } from 'kysely';
import type { CitationOutput } from '../../../shared/citation.schema.ts';

/** The columns of a citation the list, the labelled view and a label click answer with. */
const FIELDS = [
  'id',
  'project_id',
  'title',
  'abstract',
  'is_relevant',
  'iteration',
  'relevance_score',
  'keyword_score',
  'authors',
  'year',
  'journal',
  'doi',
  'source_record_id',
  'publication_type',
] as const;

/** FIELDS as a select list of `c` (the citation table's alias). */
export const citationColumns = sql.join(FIELDS.map((f) => sql`c.${sql.ref(f)}`));
/** FIELDS as json_build_object's arguments, over `c`: one JSON object per row. */
export const citationJsonFields = sql.join(FIELDS.map((f) => sql`${sql.lit(f)}, c.${sql.ref(f)}`));

/**
 * Beyond FIELDS, for the list and the next record: whether a member set it aside as Maybe, and the
 * caller's own note, tags, exclusion reason and (blind dual screening) decision (null: none), as json_build_object's arguments over `c`.
 */
export const reviewJsonFields = (userId: number) =>
  sql`'maybe', exists (select 1 from citation_review r where r.citation_id = c.id and r.maybe),
      'review', (select json_build_object('note', r.note, 'tags', r.tags, 'exclusion_reason', r.exclusion_reason, 'decision', r.decision)
                   from citation_review r where r.citation_id = c.id and r.user_id = ${userId})`;

export type CitationRow = Omit<CitationOutput, 'relevance_score'> & { relevance_score: number | null };

/** The spec's citation: no relevance_score before a model has scored it. */
export const toCitationOutput = ({ relevance_score, ...row }: CitationRow): CitationOutput => ({
  ...row,
  keyword_score: Number(row.keyword_score),
  ...(relevance_score === null ? {} : { relevance_score }),
});
