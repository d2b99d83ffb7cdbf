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

/**
 * Sets or clears a label for the project's current iteration. The project row is locked for the check and
 * the write, so two tabs clicking at once can never make an 11th label of a class. A click is four
 * statements in its transaction: lock (with the access check), the citation with the iteration's label counts, the write.
 */
export async function setLabel(em: EntityManager, actor: UserEntity, projectId: number, citationId: number, isRelevant: boolean | null): Promise<CitationOutput> {
  return em.transactional(async (tx) => {
    const project = await lockProject(tx, projectId);
    checkAccess(actor, project?.user_id);
    const iteration = project!.current_iteration;
    // The iteration's labels are counted only when one is set (clearing a label needs no count).
    const labels = isRelevant === null ? sql`select 0 as relevant, 0 as irrelevant` : labelCountsQuery(projectId, iteration);
    const [citation] = await query(
      tx,
      prepared(
        sql<{ is_relevant: boolean | null; iteration: number | null; duplicate_of: number | null; relevant: string; irrelevant: string }>`
          select c.is_relevant, c.iteration, c.duplicate_of, labels.relevant, labels.irrelevant
            from citation c, (${labels}) labels where c.id = ${citationId} and c.project_id = ${projectId}`,
      ),
    );
    if (!citation) throw new DomainError('NOT_FOUND', keywordMessages.citationNotFound);
    if (citation.duplicate_of !== null) throw new DomainError('CONFLICT', keywordMessages.removedDuplicate);
    if (citation.is_relevant !== null && citation.iteration !== null && citation.iteration < iteration) {
      throw new DomainError('CONFLICT', keywordMessages.locked);
    }
    if (isRelevant !== null && citation.is_relevant !== isRelevant && Number(isRelevant ? citation.relevant : citation.irrelevant) >= MAX_LABELS_PER_CLASS) {
      throw new DomainError('CONFLICT', keywordMessages.maximum);
    }
    const [updated] = await query(
      tx,
      prepared(
        sql<Row>`update citation set is_relevant = ${isRelevant}, iteration = ${isRelevant === null ? null : iteration}
                  where id = ${citationId} returning ${COLUMNS}`,
      ),
    );
    return toOutput(updated!);
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
