import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { CitationOutput } from '../../../shared/citation.schema.ts';
import { dualMessages } from '../../../shared/dual.messages.ts';
import { keywordMessages } from '../../../shared/messages.ts';
import { MAX_LABELS_PER_CLASS } from '../../../shared/citation.schema.ts';
import { MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { requestRetrain } from '../../coordination/retrain-requests.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { citationJsonFields, reviewJsonFields, toCitationOutput, type CitationRow } from '../citations/citation-row.ts';

/** Whether the project screens blind and in pairs: continuous screening with two screeners per record. */
export async function isDualProject(em: EntityManager, projectId: number): Promise<boolean> {
  const [row] = await query(
    em,
    prepared(
      sql<{ dual: boolean }>`select screening_mode = 'continuous' and screeners_per_record = 2 as dual
                               from project where id = ${projectId} and deleted_at is null`,
    ),
  );
  return row?.dual ?? false;
}

/**
 * The record's decision from its reviewers' own: once two (or more) decided, the one they agree on; none
 * while they disagree (a conflict) or fewer than two decided.
 */
export function agreedDecision(votes: readonly boolean[]): boolean | null {
  if (votes.length < 2) return null;
  return votes.every((v) => v === votes[0]) ? votes[0]! : null;
}

/** The citation locked for this transaction, or the refusal a decision on it gets. */
async function lockCitation(tx: EntityManager, projectId: number, citationId: number) {
  const [row] = await query(
    tx,
    sql<{ is_relevant: boolean | null; duplicate_of: number | null; resolved_at: Date | null }>`
      select is_relevant, duplicate_of, resolved_at from citation where id = ${citationId} and project_id = ${projectId} for update`,
  );
  if (!row) throw new DomainError('NOT_FOUND', keywordMessages.citationNotFound);
  if (row.duplicate_of !== null) throw new DomainError('CONFLICT', keywordMessages.removedDuplicate);
  return row;
}

/** Every reviewer's own decision on a record, first decided first. */
async function votesOn(tx: EntityManager, citationId: number): Promise<boolean[]> {
  const rows = await query(
    tx,
    sql<{ decision: boolean }>`select decision from citation_review
                                where citation_id = ${citationId} and decision is not null order by decided_at, id`,
  );
  return rows.map((r) => r.decision);
}

/**
 * Sets the record's own label through the label function (which keeps the change in the history), and
 * ends every Maybe on it once it is decided.
 */
async function writeRecordLabel(
  tx: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  label: boolean | null,
) {
  await query(
    tx,
    sql`select verdict from set_citation_label(${projectId}, ${citationId}, ${label}, ${actor.id}, ${actor.is_admin}, ${MAX_LABELS_PER_CLASS}, ${MAX_ITERATIONS})`,
  );
  if (label !== null)
    await query(tx, sql`update citation_review set maybe = false where citation_id = ${citationId} and maybe`);
}

async function citationFor(em: EntityManager, actor: UserEntity, citationId: number): Promise<CitationOutput> {
  const [row] = await query(
    em,
    sql<{
      citation: CitationRow;
    }>`select json_build_object(${citationJsonFields}, ${reviewJsonFields(actor.id)}) as citation
                                     from citation c where c.id = ${citationId}`,
  );
  return toCitationOutput(row!.citation);
}

/**
 * Blind dual screening: records the caller's own decision on a record (null takes it back) and settles
 * the record's label from the reviewers' decisions — agreement of two decides it, disagreement leaves it
 * undecided as a conflict for a lead — unless a lead has resolved it. The citation row is locked for the
 * transaction, so two reviewers deciding at once are settled one after the other. Each decision is kept
 * in the history as a vote (who, when, from, to); the model retrains on it (every decision counts, a
 * conflict as relevant).
 */
export async function castVote(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  decision: boolean | null,
): Promise<CitationOutput> {
  await requireProjectAccess(em, actor, projectId, 'reviewer');
  await em.transactional(async (tx) => {
    const citation = await lockCitation(tx, projectId, citationId);
    const [previous] = await query(
      tx,
      sql<{
        decision: boolean | null;
      }>`select decision from citation_review where citation_id = ${citationId} and user_id = ${actor.id}`,
    );
    const before = previous?.decision ?? null;
    if (before === decision) return;
    await query(
      tx,
      sql`insert into citation_review (project_id, citation_id, user_id, decision, decided_at, maybe)
            values (${projectId}, ${citationId}, ${actor.id}, ${decision}, ${decision === null ? null : sql`now()`}, false)
          on conflict (citation_id, user_id) do update set
            decision = excluded.decision, decided_at = excluded.decided_at,
            maybe = citation_review.maybe and excluded.decision is null,
            exclusion_reason = case when excluded.decision = false then citation_review.exclusion_reason end,
            updated_at = now()`,
    );
    await query(
      tx,
      sql`insert into label_event (project_id, citation_id, user_id, from_label, to_label, vote)
            values (${projectId}, ${citationId}, ${actor.id}, ${before}, ${decision}, true)`,
    );
    if (citation.resolved_at !== null) return;
    const label = agreedDecision(await votesOn(tx, citationId));
    if (label !== citation.is_relevant) await writeRecordLabel(tx, actor, projectId, citationId, label);
  });
  requestRetrain(em, projectId);
  return citationFor(em, actor, citationId);
}

/**
 * A lead's decision on a record its reviewers disagree on (an open conflict, or one resolved before and
 * decided again): it becomes the record's label and stays so whatever the reviewers change later.
 */
export async function resolveConflict(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  isRelevant: boolean,
): Promise<CitationOutput> {
  await requireProjectAccess(em, actor, projectId, 'lead');
  await em.transactional(async (tx) => {
    const citation = await lockCitation(tx, projectId, citationId);
    const votes = await votesOn(tx, citationId);
    if (!(votes.includes(true) && votes.includes(false))) throw new DomainError('CONFLICT', dualMessages.notAConflict);
    if (citation.is_relevant !== isRelevant) await writeRecordLabel(tx, actor, projectId, citationId, isRelevant);
    await query(tx, sql`update citation set resolved_at = now() where id = ${citationId}`);
  });
  requestRetrain(em, projectId);
  return citationFor(em, actor, citationId);
}
