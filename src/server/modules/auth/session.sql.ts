import type { EntityDictionary } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import type { UserEntity } from '../../db/entities/index.ts';
import { prepared } from '../../db/prepared-statements.ts';
import { query } from '../../db/sql.ts';

type SessionRow = EntityDictionary<UserEntity> & { session_expires_at: Date | string; session_remember: boolean };

/** A session with its user's row, in one statement every request runs (prepared on PostgreSQL). */
export async function sessionWithUser(em: EntityManager, sessionId: string): Promise<SessionRow | undefined> {
  const [row] = await query(
    em,
    prepared(
      sql<SessionRow>`select u.*, s.expires_at as session_expires_at, s.remember as session_remember
                        from app_session s join app_user u on u.id = s.user_id where s.id = ${sessionId}`,
    ),
  );
  return row;
}
