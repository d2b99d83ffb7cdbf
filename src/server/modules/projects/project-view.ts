import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { fullName, type AccessRole } from '../../../shared/member.schema.ts';
import type { ProcessingSummary, ProjectOutput } from '../../../shared/project.schema.ts';
import { User, type ProjectEntity } from '../../db/entities/index.ts';
import { query } from '../../db/sql.ts';

interface CitationCounts {
  total: number;
  active: number;
  relevant: number;
  irrelevant: number;
}

const NO_CITATIONS: CitationCounts = { total: 0, active: 0, relevant: 0, irrelevant: 0 };

/** Citation counts of several projects in one query. */
export async function citationCounts(em: EntityManager, projectIds: number[]): Promise<Map<number, CitationCounts>> {
  if (projectIds.length === 0) return new Map();
  const rows = await query(
    em,
    sql<Record<'project_id' | keyof CitationCounts, string | number>>`
      select project_id,
             count(*) as total,
             count(*) filter (where duplicate_of is null) as active,
             count(*) filter (where duplicate_of is null and is_relevant = true) as relevant,
             count(*) filter (where duplicate_of is null and is_relevant = false) as irrelevant
        from citation where project_id = any(${projectIds}::int[]) group by project_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.project_id),
      {
        total: Number(r.total),
        active: Number(r.active),
        relevant: Number(r.relevant),
        irrelevant: Number(r.irrelevant),
      },
    ]),
  );
}

/** How many words the include and exclude lists of several projects hold, in one query; a project without any is left out. */
export async function keywordCounts(em: EntityManager, projectIds: number[]): Promise<Map<number, number>> {
  if (projectIds.length === 0) return new Map();
  const rows = await query(
    em,
    sql<{ project_id: number; words: number }>`
      select project_id, count(*)::int as words from keyword
       where project_id = any(${projectIds}::int[]) and (include or exclude) group by project_id`,
  );
  return new Map(rows.map((r) => [Number(r.project_id), r.words]));
}

/** Who looks at a project: their role in it, and the owner's name the dashboard shows on a shared project. */
export interface Viewer {
  role: AccessRole;
  owner_name: string;
}

export function toProjectOutput(
  p: ProjectEntity,
  viewer: Viewer,
  counts: CitationCounts = NO_CITATIONS,
  keywords = 0,
): ProjectOutput {
  return {
    id: p.id,
    name: p.name,
    user_id: p.user.id,
    created_at: p.created_at.toISOString(),
    current_iteration: p.current_iteration,
    keywords_selected: p.keywords_selected,
    keywords_count: keywords,
    duplicates_removed: p.duplicates_removed,
    duplicates_count: p.duplicates_removed,
    duplicatesRemoved: p.dedup_completed_at !== null && p.dedup_completed_at !== undefined,
    removal_strategy: p.removal_strategy ?? null,
    processing_summary: (p.processing_summary as ProcessingSummary | null | undefined) ?? null,
    citations_count: counts.active,
    unique_citations: counts.active,
    total_uploaded: counts.total,
    relevant_count: counts.relevant,
    irrelevant_count: counts.irrelevant,
    ...viewer,
    screening_mode: p.screening_mode,
    screeners_per_record: p.screeners_per_record,
    finished_at: p.finished_at?.toISOString() ?? null,
  };
}

export async function projectView(em: EntityManager, project: ProjectEntity, role: AccessRole): Promise<ProjectOutput> {
  const owner = await em.findOneOrFail(User, { id: project.user.id }, { fields: ['first_name', 'last_name'] });
  return toProjectOutput(
    project,
    { role, owner_name: fullName(owner) },
    (await citationCounts(em, [project.id])).get(project.id),
    (await keywordCounts(em, [project.id])).get(project.id),
  );
}
