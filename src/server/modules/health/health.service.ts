import type { EntityManager } from '@mikro-orm/postgresql';
import type { Health } from '../../../shared/health.schema.ts';
import { APP_VERSION } from '../../version.ts';

/** A database that does not answer within this is reported down, so a load balancer is not kept waiting. */
const HEALTH_TIMEOUT_MS = 3_000;

export async function checkHealth(em: EntityManager): Promise<Health> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'error'>((resolve) => (timer = setTimeout(() => resolve('error'), HEALTH_TIMEOUT_MS)));
  const answer = em
    .getConnection()
    .execute('select 1')
    .then(() => 'ok' as const)
    .catch(() => 'error' as const);
  const database = await Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
  return { status: database === 'ok' ? 'ok' : 'error', database, version: APP_VERSION };
}
