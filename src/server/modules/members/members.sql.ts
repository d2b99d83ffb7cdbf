import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { MemberRole } from '../../../shared/member.schema.ts';
import { query } from '../../db/sql.ts';

/** Adds a member unless they are one already (two tabs adding at once add once): whether this added them. */
export async function insertMember(em: EntityManager, projectId: number, userId: number, role: MemberRole) {
  const added = await query(
    em,
    sql`insert into project_member (project_id, user_id, role, created_at) values (${projectId}, ${userId}, ${role}, now())
        on conflict (project_id, user_id) do nothing returning id`,
  );
  return added.length > 0;
}
