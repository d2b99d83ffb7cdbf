import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';

/** The excluded active records per reason: each under the reason its reviewer set last, most frequent first. */
export function excludedPerReason(em: EntityManager, projectId: number) {
  return query(
    em,
    sql<{ reason: string; records: number }>`
      select reason, count(*)::int as records from (
        select distinct on (r.citation_id) r.exclusion_reason as reason
          from citation_review r join citation c on c.id = r.citation_id
         where r.project_id = ${projectId} and r.exclusion_reason is not null and c.is_relevant = false and c.duplicate_of is null
         order by r.citation_id, r.updated_at desc) latest
      group by reason order by records desc, reason`,
  );
}
