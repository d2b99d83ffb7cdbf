import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { MAX_LABELS_PER_CLASS } from '../../../shared/citation.schema.ts';
import type { LabelRefusal } from '../../../shared/label-rules.ts';
import { MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';
import { citationColumns, type CitationRow } from './citation-row.ts';
import { isOpenConflict } from './citation-counts.sql.ts';

/** The statements of labelling; citation-labels.service.ts turns their answers into the API's. */

/**
 * Labels of each class given in the iteration, as a query of one row (relevant, irrelevant).
 * `is_relevant is not null` lets citation_labelled_idx find the few labelled rows; without it
 * every label and list request scanned the whole project (144 ms at 100,000 citations on PostgreSQL).
 */
export const labelCountsQuery = (projectId: number, iteration: number) =>
  sql<{ relevant: string; irrelevant: string }>`
    select count(*) filter (where is_relevant = true) as relevant, count(*) filter (where is_relevant = false) as irrelevant
      from citation where project_id = ${projectId} and iteration = ${iteration} and is_relevant is not null and duplicate_of is null`;

export async function labelCounts(em: EntityManager, projectId: number, iteration: number) {
  const [row] = await query(em, labelCountsQuery(projectId, iteration));
  return { relevant: Number(row?.relevant ?? 0), irrelevant: Number(row?.irrelevant ?? 0) };
}

/**
 * What set_citation_label answers: taken, not allowed, no such citation, or the rule the click breaks; or
 * `conflict`: the record is an open conflict of blind dual screening, which only a lead's resolution decides.
 */
export type Verdict = 'ok' | 'forbidden' | 'missing' | 'conflict' | LabelRefusal;

type LabelClickRow =
  | { dual: false; owner_id: number | null; verdict: Verdict; citation: CitationRow | null; continuous: boolean }
  | { dual: true; owner_id: null; verdict: null; citation: null; continuous: null };

/**
 * A label click in one statement: set_citation_label applies the rules under the project's lock and writes
 * the label and its history; the same statement settles the reviewers' notes (a Maybe ends once the record
 * is decided, an exclusion reason stays only while it is excluded). No row: no such project.
 * A project screened blind and in pairs takes the click as the caller's own decision instead: then the
 * label function is not called (the planner gates it on the project's mode, a one-time filter) and the
 * only row says `dual`, so the caller casts a vote without a statement of its own to ask. With one screener
 * per record, a click on an open conflict (left from blind dual screening) is not taken either: the only row
 * says `conflict`.
 */
export async function applyLabelClick(
  em: EntityManager,
  click: { projectId: number; citationId: number; isRelevant: boolean | null; actor: UserEntity },
) {
  const { projectId, citationId, isRelevant, actor } = click;
  const [row] = await query(
    em,
    prepared(
      sql<LabelClickRow>`
        with mode as (select screening_mode = 'continuous' and screeners_per_record = 2 as dual
                        from project where id = ${projectId} and deleted_at is null),
             conflict as (select 1 from citation c where c.id = ${citationId} and c.project_id = ${projectId} and ${isOpenConflict(sql`c`)}),
             l as (select owner_id, verdict, citation, continuous
                     from set_citation_label(${projectId}, ${citationId}, ${isRelevant}, ${actor.id}, ${actor.is_admin}, ${MAX_LABELS_PER_CLASS}, ${MAX_ITERATIONS})
                    where not coalesce((select dual from mode), false) and not exists (select 1 from conflict)),
             settled as (update citation_review set maybe = maybe and ${isRelevant}::boolean is null,
                                exclusion_reason = case when ${isRelevant}::boolean = false then exclusion_reason end, updated_at = now()
                          where citation_id = ${citationId} and (select verdict from l) = 'ok'
                            and ((maybe and ${isRelevant}::boolean is not null) or (exclusion_reason is not null and ${isRelevant}::boolean is distinct from false)))
        select false as dual, owner_id, verdict, citation, continuous from l
        union all
        select true, null::integer, null::text, null::json, null::boolean from mode where dual
        union all
        select false, null::integer, 'conflict', null::json, true from mode where not dual and exists (select 1 from conflict)`,
    ),
  );
  return row;
}

/**
 * A cleared label (one screener per record) takes the record back to unscreened when something had settled it
 * under two: a lead's resolution (resolved_at) or two or more reviewers' decisions. Both are cleared, the
 * pair's blind decisions with them (the agreement no longer counts the record), so the decisions stay in the
 * history (label_event) only, and under two screeners the record awaits two new
 * decisions like any other (else it was neither waiting nor a conflict and /next never served it). A single
 * decision settled nothing under two and is kept: the record waits for a second again. Runs after the click's
 * statement (set_citation_label), not inside it: a second update of the citation row in that statement would
 * fail.
 * Answers whether anything was cleared.
 */
export async function unsettleCleared(tx: EntityManager, citationId: number): Promise<boolean> {
  const [row] = await query(
    tx,
    sql<{ cleared: boolean }>`
      with settled as (select c.id from citation c where c.id = ${citationId} and c.is_relevant is null
                          and (c.resolved_at is not null
                               or (select count(*) from citation_review r where r.citation_id = c.id and r.decision is not null) >= 2)),
           votes as (update citation_review set decision = null, decided_at = null, blind_decision = null,
                                                blind_decided_at = null, updated_at = now()
                      where citation_id in (select id from settled)
                        and (decision is not null or blind_decision is not null) returning 1),
           resolution as (update citation set resolved_at = null
                           where id in (select id from settled) and resolved_at is not null returning 1)
      select exists (select 1 from settled) as cleared`,
  );
  return row?.cleared ?? false;
}

/** The project's labelled active citations, by iteration then id. */
export function labelledRows(em: EntityManager, projectId: number) {
  return query(
    em,
    sql<CitationRow>`select ${citationColumns} from citation c where project_id = ${projectId} and duplicate_of is null and is_relevant is not null order by iteration, id`,
  );
}

/** A record's label, and whether its project is screened blind in pairs (then a label is the reviewers' outcome). */
export async function currentLabel(em: EntityManager, projectId: number, citationId: number) {
  const [row] = await query(
    em,
    sql<{ is_relevant: boolean | null; dual: boolean }>`
      select c.is_relevant, p.screening_mode = 'continuous' and p.screeners_per_record = 2 as dual
        from citation c join project p on p.id = c.project_id
       where c.id = ${citationId} and c.project_id = ${projectId}`,
  );
  return row;
}
