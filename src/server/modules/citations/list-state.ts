import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { UserEntity } from '../../db/entities/index.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';
import type { MemberRole } from '../../../shared/member.schema.ts';
import { decideAccess, memberRoleColumn } from '../projects/project-access.ts';
import { selectedKeywords } from './selected-keywords.ts';
import { untokenised as needsTokens } from './citation-tokens.sql.ts';
import type { KeywordFilter } from './citation-filter.sql.ts';

export interface ListState {
  id: number;
  currentIteration: number;
  continuous: boolean;
  /** Blind dual screening: continuous, two screeners per record. */
  dual: boolean;
  /** Some citations have no lemma tokens yet (ensureTokens). */
  untokenised: boolean;
  /** The stored keyword verdicts are older than the keywords or citations (refreshKeywordScores). */
  staleVerdicts: boolean;
  keywords: KeywordFilter;
}

type Row = {
  user_id: number;
  member_role: MemberRole | null;
  current_iteration: number;
  continuous: boolean;
  dual: boolean;
  stale: boolean;
  untokenised: boolean;
  keywords: Array<{ word: string; include: boolean; exclude: boolean; frequency: number }>;
};

/**
 * Everything a citation-list request must know about the project before it reads the page, in one query
 * (it is asked on every page and label click): the owner and the caller's membership for the access check, the iteration and mode, whether
 * tokens or keyword verdicts are missing, and the selected keywords in the order they were saved.
 */
export async function listState(em: EntityManager, actor: UserEntity, projectId: number): Promise<ListState> {
  const [row] = await query(
    em,
    prepared(
      sql<Row>`select p.user_id, ${memberRoleColumn(actor)}, p.current_iteration, p.screening_mode = 'continuous' as continuous,
                      p.screening_mode = 'continuous' and p.screeners_per_record = 2 as dual, p.keyword_version <> p.keyword_scored_version as stale,
                      exists (select 1 from citation c where c.project_id = p.id and ${needsTokens('c')}) as untokenised,
                      coalesce((select json_agg(json_build_object('word', k.word, 'include', k.include, 'exclude', k.exclude, 'frequency', k.frequency) order by k.id)
                                  from keyword k where k.project_id = p.id and (k.include or k.exclude)), '[]'::json) as keywords
                 from project p where p.id = ${projectId} and p.deleted_at is null`,
    ),
  );
  decideAccess(actor, { ownerId: row?.user_id, memberRole: row?.member_role ?? null }, 'reviewer');
  const { current_iteration, continuous, dual, stale, untokenised, keywords } = row!;
  return {
    id: projectId,
    currentIteration: current_iteration,
    continuous,
    dual,
    untokenised,
    staleVerdicts: stale,
    keywords: selectedKeywords(keywords),
  };
}
