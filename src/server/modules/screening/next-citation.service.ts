import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { NextResponse } from '../../../shared/screening.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';
import { citationJsonFields, reviewJsonFields, toCitationOutput, type CitationRow } from '../citations/citation-row.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { refreshKeywordScores } from '../citations/keyword-scores.ts';
import { withKeywordMarks } from '../citations/citation-filter.service.ts';
import { listState } from '../citations/list-state.ts';
import { requestRetrain } from '../../coordination/retrain-requests.ts';
import { decisionsSinceModel } from './decisions-since-model.ts';
import { dualProgress } from '../dual-screening/dual-progress.ts';

/** The list's order (citation_list_order_idx), so the first unlabelled citation is found by reading the index. */
const ORDER = sql`order by u.relevance_score desc nulls last, u.keyword_score desc, u.id`;

/** Blind dual screening: a record (`c`) still open to the user — not decided by them, and by fewer than two reviewers. */
const open = (userId: number) =>
  sql`not exists (select 1 from citation_review r where r.citation_id = c.id and r.user_id = ${userId} and r.decision is not null)
      and (select count(*) from citation_review r where r.citation_id = c.id and r.decision is not null) < 2`;

interface Row {
  /** The project's keyword_version, under which `total` holds (see activeTotals). */
  version: number;
  continuous: boolean;
  retraining: boolean;
  trained_at: Date | null;
  since: number;
  total: number;
  relevant: number;
  irrelevant: number;
  maybe: number;
  citation: CitationRow | null;
}

/**
 * The number of a project's active citations, by app instance (its database driver) and project, with the
 * project's keyword_version it was counted under. Counting them is the one part of /next that reads every
 * citation (an index-only scan of 100,000 entries) and, while a retrain rewrites the scores, every row
 * (the writes clear the visibility map): on the embedded database ~0.1 s and then up to ~1 s per /next,
 * holding its only thread, where the screening page asks after every decision and every 3 s while the
 * model is retrained. The set of active citations changes only with keyword_version (keywordScoresChanged:
 * citations added — moved into the project with one statement, then the version raised —, duplicates set
 * aside or restored, each in the transaction that raises it), so a count read in the same snapshot as the
 * version holds until the version changes, on every instance.
 */
const activeTotals = new WeakMap<object, Map<number, { version: number; total: number }>>();

/**
 * The unlabelled citation the latest model ranks highest, passing over `skip` and the records set aside as Maybe, with where screening stands,
 * in one query after the list's own check of the project (it is asked after every decision). The order is the list's (citation_list_order_idx): model
 * score, then keyword relevance (BM25), so before any model the keyword order is used, keyword matches first.
 * With blind dual screening the record is one the user has not decided and fewer than two reviewers have,
 * those another reviewer decided first (so pairs complete early), and the answer says where the pairs stand.
 * A continuous project with decisions the latest model has not seen and no training running (an instance
 * died mid-retrain) gets its retrain asked for again here.
 */
export async function nextCitation(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  skip: readonly number[],
): Promise<NextResponse> {
  const project = await listState(em, actor, projectId);
  const { dual } = project;
  if (project.untokenised) await ensureTokens(em, project.id);
  if (project.untokenised || project.staleVerdicts) await refreshKeywordScores(em, project.id);
  const totals = activeTotals.get(em.getDriver()) ?? new Map<number, { version: number; total: number }>();
  activeTotals.set(em.getDriver(), totals);
  const known = totals.get(projectId) ?? { version: -1, total: 0 };
  const [row] = await query(
    em,
    prepared(
      sql<Row>`
        with unlabelled as not materialized (select c.id, c.relevance_score, c.keyword_score, c.keyword_match from citation c
                             where c.project_id = ${projectId} and c.duplicate_of is null and c.is_relevant is null and c.id <> all(${skip}::int[])
                               and c.id <> all(array(select r.citation_id from citation_review r where r.project_id = ${projectId} and r.maybe))
                               ${dual ? sql`and ${open(actor.id)}` : sql``}),
             pick as (select coalesce(
                        ${dual ? sql`(select u.id from unlabelled u where u.id in (select r.citation_id from citation_review r where r.project_id = ${projectId} and r.decision is not null) ${ORDER} limit 1),` : sql``}
                        (select u.id from unlabelled u where u.relevance_score is not null or u.keyword_match ${ORDER} limit 1),
                        (select u.id from unlabelled u ${ORDER} limit 1)) as id)
        select p.keyword_version as version, p.screening_mode = 'continuous' as continuous, p.training_started_at is not null as retraining,
               (select created_at from training_run where project_id = p.id order by id desc limit 1) as trained_at,
               ${decisionsSinceModel(sql`p.id`)} as since,
               case when p.keyword_version = ${known.version}::int then ${known.total}::int
                    else (select count(*)::int from citation c where c.project_id = p.id and c.duplicate_of is null) end as total,
               n.relevant, n.irrelevant,
               (select count(distinct r.citation_id)::int from citation_review r join citation c on c.id = r.citation_id
                 where r.project_id = p.id and r.maybe and c.is_relevant is null and c.duplicate_of is null) as maybe,
               (select json_build_object(${citationJsonFields}, ${reviewJsonFields(actor.id)}) from pick join citation c on c.id = pick.id) as citation
          from project p,
               lateral (select (count(*) filter (where c.is_relevant = true))::int as relevant,
                               (count(*) filter (where c.is_relevant = false))::int as irrelevant
                          from citation c where c.project_id = p.id and c.duplicate_of is null and c.is_relevant is not null) n
         where p.id = ${projectId} and p.deleted_at is null`,
    ),
  );
  const r = row!;
  totals.set(projectId, { version: r.version, total: r.total });
  if (r.continuous && r.since > 0 && !r.retraining) requestRetrain(em, projectId);
  const screened = r.relevant + r.irrelevant;
  return {
    dual: dual ? await dualProgress(em, actor.id, projectId) : null,
    // With where its keywords are, as the list marks them.
    citation: r.citation ? withKeywordMarks([toCitationOutput(r.citation)], project.keywords)[0]! : null,
    model_trained_at: r.trained_at ? new Date(r.trained_at).toISOString() : null,
    labelled_since_training: r.since,
    model_retraining: r.retraining,
    progress: {
      total: r.total,
      screened,
      relevant: r.relevant,
      irrelevant: r.irrelevant,
      unlabelled: r.total - screened - r.maybe,
      maybe: r.maybe,
    },
  };
}
