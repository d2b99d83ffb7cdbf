import type { EntityManager } from '@mikro-orm/postgresql';
import { sql, type RawBuilder } from 'kysely';
import type { DecisionOutput } from '../../../shared/screening.schema.ts';
import { displayedIteration } from '../../../shared/training.schema.ts';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';
import { onPglite } from '../../db/engine.ts';
import { query, reviewerName } from '../../db/sql.ts';
import { isHiddenByKeywords, isMaybe } from '../citations/citation-counts.sql.ts';
import { listOrder } from '../citations/citation-list.sql.ts';
import { visibleReview, type Viewer } from '../reviews/review-visibility.ts';

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
  /** When the citation's label was last set (null: no decision now, none kept, or before decisions were kept). */
  decided_at: Date | string | null;
  /**
   * Blind dual screening: the reviewers of the record, its pair first (first decided first), then any other who
   * decided it: their decision now (null: taken back) and, for the pair, their blind decision ([]: none).
   */
  screeners: Array<{ reviewer: string; decision: boolean | null; blind: boolean | null }>;
  /** A lead resolved the reviewers' conflict on it. */
  resolved: boolean;
  /** The lead whose resolution set its label (null: not resolved, or the resolution kept the label). */
  resolved_by: string | null;
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
  /**
   * Who gave the record its decision now: the member whose change last set its label (null: no decision, or a
   * record reviewers decided under blind dual screening, whose screeners the dual columns name).
   */
  decided_by: string | null;
  /** The kind of publication as its file named it (null: none given, or imported before it was kept). */
  publication_type: string | null;
}

/** A label change's time as the exports write it (ISO 8601, UTC), or '' for a record without a decision. */
export const decidedAt = (r: Pick<ExportRow, 'decided_at'>) =>
  r.decided_at === null ? '' : new Date(r.decided_at).toISOString();

export type RowSet = 'ranked' | 'relevant' | 'irrelevant' | 'removed';

/**
 * When the record's label was set: the last change of the record's own label (a reviewer's own decision
 * under blind dual screening is not one), only while it has a decision. An undone decision or a Maybe
 * leaves the record undecided, with no time.
 */
const decidedAtOf = (c: RawBuilder<unknown>) =>
  sql`case when ${c}.is_relevant is not null then
        (select max(e.created_at) from label_event e where e.citation_id = ${c}.id and not e.vote) end`;

/**
 * Who set the record's label now: the member of its last change (null without a decision). Not for a record
 * reviewers' own decisions settled (blind dual screening): there the agreement of two, or a lead, decided, and
 * `screenedBy` says so.
 */
const decidedByOf = (c: RawBuilder<unknown>) =>
  sql`case when ${c}.is_relevant is not null and not exists (select 1 from citation_review r where r.citation_id = ${c}.id
                                                               and (r.decision is not null or r.blind_decision is not null)) then
        (select ${reviewerName('u')} from label_event e left join app_user u on u.id = e.user_id
          where e.citation_id = ${c}.id and not e.vote order by e.id desc limit 1) end`;

/**
 * The record's reviewers (blind dual screening): its pair first, in the order of their blind decisions, then those
 * who decided it besides, first decided first; each with their decision now and their blind one. Those the viewer
 * may see (their own, and everyone's once the record is complete).
 */
const screenersOf = (c: RawBuilder<unknown>, seen: RawBuilder<unknown>) =>
  sql`coalesce((select json_agg(json_build_object('reviewer', ${reviewerName('u')}, 'decision', r.decision,
                                                  'blind', r.blind_decision)
                                order by r.blind_decided_at nulls last, r.decided_at, r.id)
                  from citation_review r left join app_user u on u.id = r.user_id
                 where r.citation_id = ${c}.id and (r.decision is not null or r.blind_decision is not null) and ${seen}), '[]'::json)`;

/**
 * Citations read a statement: on PGlite, which runs each statement on the server's thread, a page of 5,000
 * with its notes and decision times was a statement of ~220 ms beside other users (docs/performance.md, Load). Pages
 * of 500 still took up to 81 ms now and then; of 250, the label clicks during an export of 100,000 beside 50 users
 * had p99 111 and 117 ms against 143 and 215 with 500, the export itself as long (bench:load --heavy, runs in turn).
 */
const CHUNK = 5000;
const PGLITE_CHUNK = 250;

const WHERE: Record<RowSet, RawBuilder<unknown>> = {
  ranked: sql`c.duplicate_of is null`,
  relevant: sql`c.duplicate_of is null and c.is_relevant = true`,
  irrelevant: sql`c.duplicate_of is null and c.is_relevant = false`,
  removed: sql`c.duplicate_of is not null`,
};

export const labelText = (v: boolean | null) => (v === true ? 'Relevant' : v === false ? 'Irrelevant' : 'Unlabeled');

/** What the export says of a record set aside as Maybe ('' for the others). */
export const maybeText = (r: Pick<ExportRow, 'maybe'>) => (r.maybe ? 'Maybe' : '');

/** What the export says of a row the keyword filter hides from the lists ('' for the others). */
export const hiddenText = (r: Pick<ExportRow, 'hidden_by_keywords'>) => (r.hidden_by_keywords ? 'Yes' : '');

/**
 * A set of the project's citations in ranked order (the caller brings the keyword verdicts up to date
 * first) (removed duplicates by id), a chunk at a time. The
 * order is read once as a list of ids, so rows are neither skipped nor repeated while labels change,
 * and 100,000 citations are never sorted again per chunk nor held in memory at once. Under blind dual screening
 * the reviewers' decisions, notes and tags on a record are the viewer's own until the record is complete, as on
 * every page (`visibleReview`).
 */
export async function* exportRows(
  em: EntityManager,
  projectId: number,
  set: RowSet,
  ascending: boolean,
  viewer: Viewer,
): AsyncGenerator<ExportRow[]> {
  const seen = visibleReview(viewer.actorId, viewer.blind);
  const direction = ascending ? sql`asc` : sql`desc`;
  const order = set === 'removed' ? sql`c.id` : listOrder(sql`c`, direction);
  // One text of comma-separated ids, not a row per id: 90,000 rows took PGlite 270-430 ms of the server's thread to
  // send and read, the one text 34-55 ms (the index scan itself ~30 ms).
  const [listed] = await query(
    em,
    sql<{
      ids: string | null;
    }>`select string_agg(c.id::text, ',' order by ${order}) as ids from citation c where c.project_id = ${projectId} and ${WHERE[set]}`,
  );
  const ids = listed?.ids ? listed.ids.split(',').map(Number) : [];
  const chunk = onPglite(em) ? PGLITE_CHUNK : CHUNK;
  for (let start = 0; start < ids.length; start += chunk) {
    // On PGlite the requests being answered go first, as between a training's statements.
    if (start > 0) await giveWayOnPglite(em, 1);
    const slice = ids.slice(start, start + chunk);
    const rows = await query(
      em,
      sql<ExportRow>`select id, title, abstract, relevance_score, is_relevant, iteration, authors, year, journal, volume, issue, pages,
                            doi, keywords, url, duplicate_of,
                            ${isHiddenByKeywords(sql`c`)} as hidden_by_keywords,
                            ${decidedAtOf(sql`c`)} as decided_at, ${decidedByOf(sql`c`)} as decided_by,
                            ${screenersOf(sql`c`, seen)} as screeners, c.resolved_at is not null as resolved,
                            (select ${reviewerName('u')} from label_event e left join app_user u on u.id = e.user_id
                              where e.citation_id = c.id and e.resolution order by e.id desc limit 1) as resolved_by,
                            (select string_agg(${reviewerName('u')} || ': ' || r.note, ' | ' order by r.updated_at)
                               from citation_review r left join app_user u on u.id = r.user_id
                              where r.citation_id = c.id and r.note is not null and ${seen}) as notes,
                            (select string_agg(distinct t.tag, '; ') from citation_review r, unnest(r.tags) as t(tag)
                              where r.citation_id = c.id and ${seen}) as tags,
                            (select string_agg(distinct r.exclusion_reason, '; ') from citation_review r
                              where r.citation_id = c.id and c.is_relevant = false and r.exclusion_reason is not null) as exclusion_reason,
                            ${isMaybe(sql`c`)} as maybe,
                            source_record_id, (select f.name from import_file f where f.id = c.source_file_id) as source_file,
                            publication_type
                       from citation c where project_id = ${projectId} and id = any(${slice}::int[])`,
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    yield slice.flatMap((id) => byId.get(id) ?? []);
  }
}

const resolverNames = { owner: 'the owner', lead: 'a lead', admin: 'an administrator' } as const;

/**
 * A change of a record's label, or (blind dual screening) of one reviewer's own decision. A resolution names
 * the resolver's role and says when they were one of the record's screeners (not independent); a change of
 * the record's label that a reviewer's decision brought about says the reviewers agreed (or no longer do), so
 * its "By" does not read as one person's decision.
 */
export const decisionKind = (
  d: Pick<
    DecisionOutput,
    | 'vote'
    | 'resolution'
    | 'resolver_role'
    | 'resolver_screened'
    | 'from_one_vote'
    | 'by_agreement'
    | 'after_shown'
    | 'to_label'
  >,
) => {
  if (d.vote)
    return d.after_shown ? "Reviewer's own decision, given after seeing the other decision" : "Reviewer's own decision";
  if (d.resolution) {
    const by = d.resolver_role ? resolverNames[d.resolver_role] : 'a lead';
    return d.resolver_screened ? `Conflict resolved by one of its screeners (${by})` : `Conflict resolved by ${by}`;
  }
  if (d.from_one_vote) return 'Record label: its one decision, on going to one screener per record';
  if (d.after_shown)
    return d.to_label === null
      ? "Label taken back by a reviewer's change after the decisions were shown"
      : "Label set by a reviewer's change after the decisions were shown";
  if (d.by_agreement)
    return d.to_label === null
      ? 'Reviewers no longer agree (their decisions set no label)'
      : 'Reviewers agreed (their decisions set the label)';
  return 'Record label';
};

const decisionWord = (v: boolean) => (v ? 'Relevant' : 'Irrelevant');

const choiceWord = (v: boolean | null) => (v === null ? 'no decision' : decisionWord(v));

/**
 * Blind dual screening: how the record's reviewers decided it, naming them all ('' where none decided).
 * Agreement of two decides a record; a disagreement is a conflict until a lead resolves it. A change one of the
 * pair made after seeing the other decision is named ("Ben Baker: Irrelevant, then Relevant"), and a conflict such
 * a change settled says so rather than "Agreed".
 */
export function screenedBy(r: Pick<ExportRow, 'screeners' | 'resolved' | 'resolved_by' | 'is_relevant'>): string {
  if (r.screeners.length === 0) return '';
  const names = r.screeners.map((s) => s.reviewer).join(', ');
  const pair = r.screeners.filter((s) => s.blind !== null);
  const changes = pair
    .filter((s) => s.decision !== s.blind)
    .map((s) => `${s.reviewer}: ${choiceWord(s.blind)}, then ${choiceWord(s.decision)}`);
  const changed = changes.length === 0 ? '' : ` (${changes.join('; ')})`;
  const now = r.screeners.flatMap((s) => (s.decision === null ? [] : [s.decision]));
  if (r.resolved) return `Conflict resolved by ${r.resolved_by ?? 'a lead'}${changed}: ${names}`;
  if (pair.length === 2 && pair[0]!.blind !== pair[1]!.blind && r.is_relevant !== null)
    return `Conflict settled by a reviewer's change after the decisions were shown${changed}: ${names}`;
  if (now.length === 0) return `No decision now${changed}: ${names}`;
  if (now.length === 1) return `Awaiting a second screener${changed}: ${names}`;
  return `${now.every((d) => d === now[0]) ? 'Agreed' : 'Conflict, open'}${changed}: ${names}`;
}

/**
 * The n-th screener's name and decision (0-based), '' for both where fewer decided: for the record's pair, the
 * blind decision the agreement counts (screenedBy names a later change).
 */
export const screenerCells = (r: Pick<ExportRow, 'screeners'>, n: number): [string, string] => {
  const s = r.screeners[n];
  const decision = s?.blind ?? s?.decision;
  return s && decision !== null && decision !== undefined ? [s.reviewer, decisionWord(decision)] : ['', ''];
};

/** Who changed a label, as the pages name people (their first and last name, else the user name). */
export const decidedBy = (d: { name?: string | null; username: string | null }) =>
  d.name || d.username || 'deleted account';
