import type { EntityManager } from '@mikro-orm/postgresql';
import type { AgreementResponse, ConflictState, ConflictsResponse } from '../../../shared/dual.schema.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { toCitationOutput } from '../citations/citation-row.ts';
import { agreementOf } from './agreement.ts';
import { conflictRows, decisionsAndConflicts } from './conflicts.sql.ts';

/** Conflicts listed at once; the total says how many there are in all. */
const CONFLICTS_SHOWN = 200;

/**
 * The project's open conflicts, first screened first, each with every reviewer's decision, note, tags and
 * exclusion reason side by side (both reviewers have decided, so nothing blind is shown); or the resolved ones, last
 * resolved first, each with its resolution.
 */
export async function listConflicts(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
  state: ConflictState = 'open',
): Promise<ConflictsResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const rows = await conflictRows(em, project.id, actor.id, CONFLICTS_SHOWN, state);
  return {
    conflicts: rows.map((r) => ({
      citation: toCitationOutput(r.citation),
      decisions: r.decisions.map((d) => ({ ...d, decided_at: d.decided_at && new Date(d.decided_at).toISOString() })),
      screened_by_you: r.screened_by_you,
      resolution: r.resolution && { ...r.resolution, resolved_at: new Date(r.resolution.resolved_at).toISOString() },
    })),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Progress per reviewer, agreement (share and Cohen's kappa) of the blind decisions and the changes made after
 * seeing them, records awaiting a second reviewer, conflicts: the one definition the Conflicts page and the
 * export's Summary read too.
 */
export async function projectAgreement(
  em: EntityManager,
  actor: UserEntity,
  projectId: number,
): Promise<AgreementResponse> {
  const project = await requireProjectAccess(em, actor, projectId, 'reviewer');
  const { votes, members, resolved, open, awaiting } = await decisionsAndConflicts(em, project.id);
  return agreementOf(
    votes,
    members,
    { resolved, openConflicts: open, awaitingSecond: awaiting },
    project.screeners_per_record,
  );
}
