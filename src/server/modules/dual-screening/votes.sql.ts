import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { MAX_LABELS_PER_CLASS } from '../../../shared/citation.schema.ts';
import { MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';
import { citationJsonFields, reviewJsonFields, type CitationRow } from '../citations/citation-row.ts';
import { isAwaitingSecond } from '../citations/citation-counts.sql.ts';
import { recordComplete } from '../reviews/review-visibility.ts';

/** The statements of blind dual screening; votes.service.ts decides when each runs. */

/** The citation's label, duplicate mark and resolution, its row locked for the transaction. */
/**
 * Locks the project row, as every label write does first (lockProject, set_citation_label), and says whether it is
 * still screened blind in pairs. Taken before a vote's rows are written: their foreign keys share-lock the project,
 * and two votes that then both asked set_citation_label for the project's lock waited on each other (a deadlock on
 * PostgreSQL); and a switch to one screener (which updates the row) is seen by every vote after it.
 */
export async function lockDualProject(tx: EntityManager, projectId: number): Promise<boolean> {
  const [row] = await query(
    tx,
    sql<{ dual: boolean }>`select screening_mode = 'continuous' and screeners_per_record = 2 as dual
                             from project where id = ${projectId} for update`,
  );
  return row?.dual ?? false;
}

export async function lockCitationRow(tx: EntityManager, projectId: number, citationId: number) {
  const [row] = await query(
    tx,
    sql<{ is_relevant: boolean | null; duplicate_of: number | null; resolved_at: Date | null }>`
      select is_relevant, duplicate_of, resolved_at from citation where id = ${citationId} and project_id = ${projectId} for update`,
  );
  return row;
}

/** Every reviewer's own decision on a record, first decided first. */
export async function votesOn(tx: EntityManager, citationId: number): Promise<boolean[]> {
  const rows = await query(
    tx,
    sql<{ decision: boolean }>`select decision from citation_review
                                where citation_id = ${citationId} and decision is not null order by decided_at, id`,
  );
  return rows.map((r) => r.decision);
}

export async function ownDecision(tx: EntityManager, citationId: number, userId: number): Promise<boolean | null> {
  const [row] = await query(
    tx,
    sql<{
      decision: boolean | null;
    }>`select decision from citation_review where citation_id = ${citationId} and user_id = ${userId}`,
  );
  return row?.decision ?? null;
}

/**
 * Whether the record's decisions have been shown to the reviewer before their vote: they are one of its pair (the
 * pair was complete, so each saw the other's decision), or the record is complete now (recordComplete: it has its
 * label, or two decisions), so they see its decisions wherever they look.
 */
export async function shownBefore(tx: EntityManager, citationId: number, userId: number): Promise<boolean> {
  const [row] = await query(
    tx,
    sql<{ shown: boolean }>`
      select (exists (select 1 from citation_review r where r.citation_id = ${citationId} and r.user_id = ${userId}
                                                        and r.blind_decision is not null)
              or ${recordComplete(sql`${citationId}::int`)}) as shown`,
  );
  return row?.shown ?? false;
}

/**
 * The record's pair is complete the first time two reviewers have decided it: their decisions at that moment are
 * kept as their blind ones (`blind_decision`, `blind_decided_at`), once. Nothing happens while fewer than two
 * decided, or once the pair is kept (a later decision is a change, or a third reviewer's).
 */
export async function keepBlindPair(tx: EntityManager, citationId: number) {
  await query(
    tx,
    sql`update citation_review set blind_decision = decision, blind_decided_at = decided_at
         where citation_id = ${citationId} and decision is not null
           and not exists (select 1 from citation_review p where p.citation_id = ${citationId} and p.blind_decision is not null)
           and (select count(*) from citation_review q where q.citation_id = ${citationId} and q.decision is not null) = 2`,
  );
}

/** Keeps a reviewer's decision (a Maybe ends with it, an exclusion reason stays only with "irrelevant") and its history as a vote. */
export async function writeVote(
  tx: EntityManager,
  vote: {
    projectId: number;
    citationId: number;
    userId: number;
    before: boolean | null;
    decision: boolean | null;
    afterShown: boolean;
  },
) {
  const { projectId, citationId, userId, before, decision, afterShown } = vote;
  await query(
    tx,
    sql`insert into citation_review (project_id, citation_id, user_id, decision, decided_at, maybe)
          values (${projectId}, ${citationId}, ${userId}, ${decision}, ${decision === null ? null : sql`now()`}, false)
        on conflict (citation_id, user_id) do update set
          decision = excluded.decision, decided_at = excluded.decided_at,
          maybe = citation_review.maybe and excluded.decision is null,
          exclusion_reason = case when excluded.decision = false then citation_review.exclusion_reason end,
          updated_at = now()`,
  );
  await query(
    tx,
    sql`insert into label_event (project_id, citation_id, user_id, from_label, to_label, vote, after_shown)
          values (${projectId}, ${citationId}, ${userId}, ${before}, ${decision}, true, ${afterShown})`,
  );
}

/**
 * Sets the record's own label through the label function (which keeps the change in the history), and
 * ends every Maybe on it once it is decided.
 */
export async function writeRecordLabel(
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

export async function markResolved(tx: EntityManager, citationId: number) {
  await query(tx, sql`update citation set resolved_at = now() where id = ${citationId}`);
}

/**
 * The change of the record's label just written (writeRecordLabel, same transaction) was a resolution, by a
 * resolver of that role, who is or is not one of the record's screeners (a decision of their own on it).
 */
export async function markLabelAsResolution(
  tx: EntityManager,
  citationId: number,
  resolver: { userId: number; role: 'owner' | 'lead' | 'admin' },
) {
  await query(
    tx,
    sql`update label_event set resolution = true, resolver_role = ${resolver.role},
               resolver_screened = exists (select 1 from citation_review r where r.citation_id = ${citationId}
                                              and r.user_id = ${resolver.userId} and r.decision is not null)
         where id = (select max(id) from label_event where citation_id = ${citationId} and not vote)`,
  );
}

/** The change of the record's label just written (writeRecordLabel) came of a decision cast after the decisions were shown. */
export async function markLabelAfterShown(tx: EntityManager, citationId: number) {
  await query(
    tx,
    sql`update label_event set after_shown = true
         where id = (select max(id) from label_event where citation_id = ${citationId} and not vote)`,
  );
}

/** The change of the record's label just written (writeRecordLabel) took the record's one decision, on going to one screener. */
export async function markLabelFromOneVote(tx: EntityManager, citationId: number) {
  await query(
    tx,
    sql`update label_event set from_one_vote = true
         where id = (select max(id) from label_event where citation_id = ${citationId} and not vote)`,
  );
}

/** The project's records waiting for a second reviewer (isAwaitingSecond). */
export function awaitingRecords(tx: EntityManager, projectId: number) {
  return query(
    tx,
    sql<{ citation_id: number }>`select c.id as citation_id from citation c
                                  where c.project_id = ${projectId} and ${isAwaitingSecond(sql`c`)} order by c.id`,
  );
}

/** The citation as the caller sees it, with their own review. */
export async function citationRowFor(em: EntityManager, userId: number, citationId: number): Promise<CitationRow> {
  const [row] = await query(
    em,
    sql<{
      citation: CitationRow;
    }>`select json_build_object(${citationJsonFields}, ${reviewJsonFields(userId)}) as citation
                                     from citation c where c.id = ${citationId}`,
  );
  return row!.citation;
}
