import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { MAX_LABELS_PER_CLASS, type CitationOutput, type LabeledCitations } from '../../../shared/citation.schema.ts';
import { keywordMessages, projectMessages } from '../../../shared/messages.ts';
import type { LabelRefusal } from '../../../shared/label-rules.ts';
import { MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { requestRetrain } from '../../coordination/retrain-requests.ts';
import { citationColumns, toCitationOutput, type CitationRow } from './citation-row.ts';
import { castVote, isDualProject } from '../dual-screening/votes.service.ts';

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

/** What set_citation_label answers: taken, not allowed, no such citation, or the rule the click breaks. */
type Verdict = 'ok' | 'forbidden' | 'missing' | LabelRefusal;

const refusals: Record<LabelRefusal, string> = {
  duplicate: keywordMessages.removedDuplicate,
  finished: keywordMessages.finished,
  locked: keywordMessages.locked,
  maximum: keywordMessages.maximum,
};

/**
 * Sets or clears a label for the project's current iteration, in one statement: set_citation_label (a
 * migration's PL/pgSQL function) locks the project row, so two tabs or two members clicking at once can never make an
 * 11th label of a class, applies the click's rules (those of `labelRefusal` in shared/label-rules.ts, held to it by
 * tests/integration/label-rules.test.ts), writes it and keeps the change in label_event (who, when, from, to):
 * - only the owner, a member (any role: requireProjectAccess's 'reviewer') or an administrator may label;
 * - a removed duplicate cannot be labelled;
 * - in iteration mode: after the project's last training no label can change the model, so none is taken;
 *   a label an earlier iteration trained on is locked; an iteration holds at most MAX_LABELS_PER_CLASS
 *   labels of a class (choosing a label again is no change);
 * - in continuous mode every other click is taken, and the model is retrained in the background.
 * A taken decision also settles the reviewers' notes in the same statement: a Maybe ends once the record
 * is decided, and an exclusion reason stays only while the record is excluded (docs/teams.md).
 * With blind dual screening the click is the caller's own decision instead (castVote).
 */
export async function setLabel(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  citationId: number,
  isRelevant: boolean | null,
): Promise<CitationOutput> {
  if (await isDualProject(em, projectId)) return castVote(em, actor, projectId, citationId, isRelevant);
  const [row] = await query(
    em,
    prepared(
      sql<{ owner_id: number; verdict: Verdict; citation: CitationRow | null; continuous: boolean }>`
        with l as (select owner_id, verdict, citation, continuous
                     from set_citation_label(${projectId}, ${citationId}, ${isRelevant}, ${actor.id}, ${actor.is_admin}, ${MAX_LABELS_PER_CLASS}, ${MAX_ITERATIONS})),
             settled as (update citation_review set maybe = maybe and ${isRelevant}::boolean is null,
                                exclusion_reason = case when ${isRelevant}::boolean = false then exclusion_reason end, updated_at = now()
                          where citation_id = ${citationId} and (select verdict from l) = 'ok'
                            and ((maybe and ${isRelevant}::boolean is not null) or (exclusion_reason is not null and ${isRelevant}::boolean is distinct from false)))
        select owner_id, verdict, citation, continuous from l`,
    ),
  );
  if (!row) throw new DomainError('NOT_FOUND', projectMessages.notFound);
  const { verdict, citation, continuous } = row;
  if (verdict === 'forbidden') throw new DomainError('FORBIDDEN', projectMessages.forbidden);
  if (verdict === 'missing') throw new DomainError('NOT_FOUND', keywordMessages.citationNotFound);
  if (verdict !== 'ok') throw new DomainError('CONFLICT', refusals[verdict]);
  if (continuous) requestRetrain(em, projectId);
  return toCitationOutput(citation!);
}

/** Every labelled citation, grouped by the iteration it was labelled in. */
export async function labeledCitations(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<LabeledCitations> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const rows = await query(
    em,
    sql<CitationRow>`select ${citationColumns} from citation c where project_id = ${project.id} and duplicate_of is null and is_relevant is not null order by iteration, id`,
  );
  const byIteration = new Map<number, LabeledCitations['iterations'][number]>();
  for (const row of rows.map(toCitationOutput)) {
    const it = row.iteration ?? 0;
    const group = byIteration.get(it) ?? { iteration: it, relevant: [], irrelevant: [] };
    (row.is_relevant ? group.relevant : group.irrelevant).push(row);
    byIteration.set(it, group);
  }
  return { iterations: [...byIteration.values()], total: rows.length };
}
