import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import { displayedIteration } from '../../../shared/training.schema.ts';
import { giveWayToRequests } from '../../coordination/server-activity.ts';
import { onPglite } from '../../db/engine.ts';
import { query, reviewerName } from '../../db/sql.ts';
import { isHiddenByKeywords, isMaybe } from '../citations/citation-counts.sql.ts';

/** A label's iteration as people read it (1 to 10), or '' for a citation without a label. */
export const labelIteration = (r: Pick<ExportRow, 'iteration'>) =>
  r.iteration === null ? '' : displayedIteration(r.iteration);

export interface ExportRow {
  id: number;
  title: string;
  abstract: string;
  relevance_score: number | null;
  is_relevant: boolean | null;
  iteration: number | null;
  authors: string | null;
  year: number | null;
  journal: string | null;
  volume: string | null;
  issue: string | null;
  pages: string | null;
  doi: string | null;
  keywords: string | null;
  url: string | null;
  duplicate_of: number | null;
  /** Unlabelled, and left out of the lists by the keyword filter. */
  hidden_by_keywords: boolean;
  /** When the citation's label last changed (null: never, or before decisions were kept). */
  decided_at: Date | string | null;
  /** Reviewers' notes, "Name: note", joined by " | " (null: none). */
  notes: string | null;
  /** Every reviewer's tags, each once, by name, joined by "; ". */
  tags: string | null;
  /** The exclusion reasons given while the record is excluded, joined by "; ". */
  exclusion_reason: string | null;
  /** Undecided and set aside as Maybe by a member. */
  maybe: boolean;
  /** The record's own identifier in the file it came from (null: none, or imported before it was kept). */
  source_record_id: string | null;
  /** The name of the file it came from (null: added before files were recorded). */
  source_file: string | null;
}

/** A label change's time as the exports write it (ISO 8601, UTC), or '' for none. */
export const decidedAt = (r: Pick<ExportRow, 'decided_at'>) =>
  r.decided_at === null ? '' : new Date(r.decided_at).toISOString();

export type RowSet = 'ranked' | 'relevant' | 'irrelevant' | 'removed';

/**
 * Citations read a statement: on PGlite, which runs each statement on the server's thread, a page of 5,000
 * with its notes and decision times was a statement of ~220 ms beside other users (docs/performance.md, Load).
 */
const CHUNK = 5000;
const PGLITE_CHUNK = 500;

const WHERE: Record<RowSet, RawBuilder<unknown>> = {
  ranked: sql`c.duplicate_of is null`,
  relevant: sql`c.duplicate_of is null and c.is_relevant = true`,
  irrelevant: sql`c.duplicate_of is null and c.is_relevant = false`,
  removed: sql`c.duplicate_of is not null`,
};

export const labelText = (v: boolean | null) => (v === true ? 'Relevant' : v === false ? 'Irrelevant' : 'Unlabelled');

/** What the export says of a record set aside as Maybe ('' for the others). */
export const maybeText = (r: Pick<ExportRow, 'maybe'>) => (r.maybe ? 'Maybe' : '');

/** What the export says of a row the keyword filter hides from the lists ('' for the others). */
export const hiddenText = (r: Pick<ExportRow, 'hidden_by_keywords'>) => (r.hidden_by_keywords ? 'Yes' : '');

/**
 * A set of the project's citations in ranked order (the caller brings the keyword verdicts up to date
 * first) (removed duplicates by id), a chunk at a time. The
 * order is read once as a list of ids, so rows are neither skipped nor repeated while labels change,
 * and 100,000 citations are never sorted again per chunk nor held in memory at once.
 */
export async function* exportRows(
  em: EntityManager,
  projectId: number,
  set: RowSet,
  ascending: boolean,
): AsyncGenerator<ExportRow[]> {
  const direction = ascending ? sql`asc` : sql`desc`;
  const order = set === 'removed' ? sql`c.id` : sql`c.relevance_score ${direction} nulls last, c.id`;
  const ids = (
    await query(
      em,
      sql<{
        id: number;
      }>`select c.id from citation c where c.project_id = ${projectId} and ${WHERE[set]} order by ${order}`,
    )
  ).map((r) => r.id);
  const pglite = onPglite(em);
  const chunk = pglite ? PGLITE_CHUNK : CHUNK;
  for (let start = 0; start < ids.length; start += chunk) {
    // On PGlite the requests being answered go first, as between a training's statements.
    if (start > 0 && pglite) await giveWayToRequests(em.getDriver(), 20, 1);
    const slice = ids.slice(start, start + chunk);
    const rows = await query(
      em,
      sql<ExportRow>`select id, title, abstract, relevance_score, is_relevant, iteration, authors, year, journal, volume, issue, pages,
                            doi, keywords, url, duplicate_of,
                            ${isHiddenByKeywords(sql`c`)} as hidden_by_keywords,
                            (select max(e.created_at) from label_event e where e.citation_id = c.id) as decided_at,
                            (select string_agg(${reviewerName('u')} || ': ' || r.note, ' | ' order by r.updated_at)
                               from citation_review r left join app_user u on u.id = r.user_id where r.citation_id = c.id and r.note is not null) as notes,
                            (select string_agg(distinct t.tag, '; ') from citation_review r, unnest(r.tags) as t(tag) where r.citation_id = c.id) as tags,
                            (select string_agg(distinct r.exclusion_reason, '; ') from citation_review r
                              where r.citation_id = c.id and c.is_relevant = false and r.exclusion_reason is not null) as exclusion_reason,
                            ${isMaybe(sql`c`)} as maybe,
                            source_record_id, (select f.name from import_file f where f.id = c.source_file_id) as source_file
                       from citation c where project_id = ${projectId} and id = any(${slice}::int[])`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    yield slice.flatMap((id) => byId.get(id) ?? []);
  }
}

/** A change of a record's label, or (blind dual screening) of one reviewer's own decision. */
export const decisionKind = (d: { vote: boolean; resolution?: boolean }) =>
  d.vote ? "Reviewer's own decision" : d.resolution ? 'Conflict resolved by a lead' : 'Record label';

/** Who changed a label, as the pages name people (their first and last name, else the user name). */
export const decidedBy = (d: { name?: string | null; username: string | null }) =>
  d.name || d.username || 'deleted account';
