import type { EntityManager } from '@mikro-orm/postgresql';
import type { Health } from '../../../shared/health.schema.ts';
import { APP_VERSION } from '../../version.ts';

export async function checkHealth(em: EntityManager): Promise<Health> {
  const database = await em
    .getConnection()
    .execute('select 1')
    .then(() => 'ok' as const)
    .catch(() => 'error' as const);
  return { status: database === 'ok' ? 'ok' : 'error', database, version: APP_VERSION };
}
