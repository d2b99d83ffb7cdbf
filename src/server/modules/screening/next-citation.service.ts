import type { EntityManager } from '@mikro-orm/postgresql';
import type { NextResponse } from '../../../shared/screening.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { toCitationOutput } from '../citations/citation-row.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { refreshKeywordScores } from '../citations/keyword-scores.ts';
import { withKeywordMarks } from '../citations/citation-filter.service.ts';
import { listState } from '../citations/list-state.ts';
import { requestRetrain } from '../../coordination/retrain-requests.ts';
import { letGoOfOldHolds, nextRow } from './next-citation.sql.ts';
import { screeningProgress } from './screening-progress.ts';
import { dualProgress } from '../dual-screening/dual-progress.ts';

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
 * score, then keyword relevance (BM25), then id, so before any model the keyword order is used (the order of import
 * without include keywords); the citations the keywords hide come last, as the list leaves them out. With blind dual screening the record is one the user has not decided and fewer than two reviewers have,
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
  const r = await nextRow(em, projectId, actor.id, skip, dual, totals.get(projectId) ?? { version: -1, total: 0 });
  totals.set(projectId, { version: r.version, total: r.total });
  await letGoOfOldHolds(em, projectId, actor.id);
  if (r.continuous && r.since > 0 && !r.retraining) requestRetrain(em, projectId);
  // Where the pairs stand, only where there are any: a project never screened in pairs skips the statement.
  const pairs = r.continuous && (dual || r.votes) ? await dualProgress(em, actor.id, projectId) : null;
  return {
    // With one screener per record, still where the pairs stand while conflicts (or waiting records) are left from two.
    dual: pairs && (dual || pairs.open_conflicts > 0 || pairs.awaiting_second > 0) ? pairs : null,
    // With where its keywords are, as the list marks them.
    citation: r.citation ? withKeywordMarks([toCitationOutput(r.citation)], project.keywords)[0]! : null,
    hidden_by_keywords: r.hidden === true,
    model_trained_at: r.trained_at ? new Date(r.trained_at).toISOString() : null,
    labelled_since_training: r.since,
    model_retraining: r.retraining,
    // With no include word every keyword score is 0, and the order falls to the ids: the order of import.
    ordered_by_keywords: project.keywords.include.length > 0,
    progress: screeningProgress({ total: r.total, relevant: r.relevant, irrelevant: r.irrelevant, maybe: r.maybe }),
  };
}
