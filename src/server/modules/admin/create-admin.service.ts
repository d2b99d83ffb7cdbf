import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminSetupStatus } from '../../../shared/admin.schema.ts';
import type { PublicUser, SignupInput } from '../../../shared/auth.schema.ts';
import { adminMessages } from '../../../shared/messages.ts';
import { User, type UserEntity } from '../../db/entities/index.ts';
import { DomainError } from '../../errors.ts';
import { signup } from '../auth/auth.service.ts';
import { lockAdministrators } from './admin-lock.ts';

/**
 * Creates an administrator. While none exists anyone may (first-run set-up); afterwards only an
 * administrator may. The CLI passes `actor: 'operator'`: whoever runs it has the server already.
 */
export async function createAdmin(
  em: EntityManager,
  actor: UserEntity | null | 'operator',
  input: SignupInput,
): Promise<PublicUser> {
  return em.transactional(async (tx) => {
    // Two first-run requests at once must not both find "no administrator yet".
    await lockAdministrators(tx);
    const adminExists = (await tx.count(User, { is_admin: true })) > 0;
    const allowed = actor === 'operator' || !adminExists || (actor !== null && actor.is_admin);
    if (!allowed) throw new DomainError('FORBIDDEN', adminMessages.adminExists);
    return signup(tx, input, { isAdmin: true });
  });
}

/** Public: whether an administrator exists, so the pages can say up front whether /admin-setup is open to anyone. */
export async function adminSetupStatus(em: EntityManager): Promise<AdminSetupStatus> {
  return { admin_exists: (await em.count(User, { is_admin: true })) > 0 };
}
