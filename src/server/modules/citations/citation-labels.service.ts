import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { MAX_LABELS_PER_CLASS, type CitationOutput, type LabeledCitations } from '../../../shared/citation.schema.ts';
import { keywordMessages } from '../../../shared/messages.ts';
import type { UserEntity } from '../../db/entities/index.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';
import { DomainError } from '../../errors.ts';
import { accessibleProject, checkAccess } from '../projects/project-access.ts';
import { lockProject } from '../projects/project-lock.ts';

const COLUMNS = sql`id, project_id, title, abstract, is_relevant, iteration, relevance_score, keyword_score, authors, year, journal, doi`;

type Row = Omit<CitationOutput, 'relevance_score'> & { relevance_score: number | null };
const toOutput = ({ relevance_score, ...row }: Row): CitationOutput => ({ ...row, ...(relevance_score === null ? {} : { relevance_score }) });

/**
 * Labels of each class given in the iteration, as a query of one row (relevant, irrelevant).
 * `is_relevant is not null` lets the (project_id, is_relevant) index find the few labelled rows; without it
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

type Verdict = 'ok' | 'duplicate' | 'locked' | 'maximum';

/**
 * A click's rules and its write, as one statement to run under the project's lock (so the counts are
 * current): a removed duplicate cannot be labelled, a label an earlier iteration trained on is locked,
 * and an iteration holds at most MAX_LABELS_PER_CLASS labels of a class (choosing a label again is no
 * change). Its row, if the citation is the project's: the verdict, and the citation as written when 'ok'.
 */
function labelWrite(projectId: number, citationId: number, iteration: number, isRelevant: boolean | null) {
  // The iteration's labels are counted only when one is set (clearing a label needs no count).
  const labels = isRelevant === null ? sql`select 0 as relevant, 0 as irrelevant` : labelCountsQuery(projectId, iteration);
  const full = isRelevant === null ? sql`false` : sql`c.is_relevant is distinct from ${isRelevant} and labels.${sql.raw(isRelevant ? 'relevant' : 'irrelevant')} >= ${MAX_LABELS_PER_CLASS}`;
  return prepared(
    sql<{ verdict: Verdict; citation: Row | null }>`
      with checked as materialized (
             select c.id as citation_id,
                    case when c.duplicate_of is not null then 'duplicate'
                         when c.is_relevant is not null and c.iteration < ${iteration} then 'locked'
                         when ${full} then 'maximum'
                         else 'ok' end as verdict
               from citation c, (${labels}) labels where c.id = ${citationId} and c.project_id = ${projectId}),
           written as (
             update citation set is_relevant = ${isRelevant}, iteration = ${isRelevant === null ? null : iteration}
               from checked where citation.id = checked.citation_id and checked.verdict = 'ok' returning ${COLUMNS})
      select checked.verdict, (select to_json(written) from written) as citation from checked`,
  );
}

const refusals: Record<Exclude<Verdict, 'ok'>, string> = {
  duplicate: keywordMessages.removedDuplicate,
  locked: keywordMessages.locked,
  maximum: keywordMessages.maximum,
};

/**
 * Sets or clears a label for the project's current iteration. The project row is locked for the check and
 * the write, so two tabs clicking at once can never make an 11th label of a class. A click is two
 * statements in its transaction: the lock (with the access check), then the checked write.
 */
export async function setLabel(em: EntityManager, actor: UserEntity, projectId: number, citationId: number, isRelevant: boolean | null): Promise<CitationOutput> {
  return em.transactional(async (tx) => {
    const project = await lockProject(tx, projectId);
    checkAccess(actor, project?.user_id);
    const [row] = await query(tx, labelWrite(projectId, citationId, project!.current_iteration, isRelevant));
    if (!row) throw new DomainError('NOT_FOUND', keywordMessages.citationNotFound);
    if (row.verdict !== 'ok') throw new DomainError('CONFLICT', refusals[row.verdict]);
    return toOutput(row.citation!);
  });
}

/** Every labelled citation, grouped by the iteration it was labelled in. */
export async function labeledCitations(em: EntityManager, actor: UserEntity, projectId: number): Promise<LabeledCitations> {
  const project = await accessibleProject(em, actor, projectId);
  const rows = await query(
    em,
    sql<Row>`select ${COLUMNS} from citation where project_id = ${project.id} and duplicate_of is null and is_relevant is not null order by iteration, id`,
  );
  const byIteration = new Map<number, LabeledCitations['iterations'][number]>();
  for (const row of rows.map(toOutput)) {
    const it = row.iteration ?? 0;
    const group = byIteration.get(it) ?? { iteration: it, relevant: [], irrelevant: [] };
    (row.is_relevant ? group.relevant : group.irrelevant).push(row);
    byIteration.set(it, group);
  }
  return { iterations: [...byIteration.values()], total: rows.length };
}
