import type { EntityManager } from '@mikro-orm/postgresql';
import type { AdminUser, ListQuery } from '../../../shared/admin.schema.ts';
import { adminMessages, messages } from '../../../shared/messages.ts';
import { User, type UserEntity } from '../../db/entities/index.ts';
import { ownedProjects, userRows } from './admin-users.sql.ts';
import { DomainError } from '../../errors.ts';
import { hashPassword } from '../auth/password.ts';
import { endUserSessions } from '../auth/session.service.ts';
import { lockAdministrators } from './admin-lock.ts';
import { generatePassword } from './generate-password.ts';

export async function listUsers(em: EntityManager, q: ListQuery) {
  const rows = await userRows(em, q);
  return {
    users: rows.map(({ total: _t, ...r }) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
      project_count: Number(r.project_count),
    })),
    total: Number(rows[0]?.total ?? (await em.count(User, {}))),
    page: q.page,
    page_size: q.page_size,
  };
}

async function findUser(em: EntityManager, id: number): Promise<UserEntity> {
  const user = await em.findOne(User, { id });
  if (!user) throw new DomainError('NOT_FOUND', adminMessages.userNotFound);
  return user;
}

export async function getUser(em: EntityManager, id: number): Promise<AdminUser> {
  const user = await findUser(em, id);
  const [projects] = await ownedProjects(em, id);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    is_admin: user.is_admin,
    created_at: user.created_at.toISOString(),
    project_count: Number(projects?.n ?? 0),
    shared_projects: projects?.shared_projects ?? [],
  };
}

const otherAdmins = (em: EntityManager, id: number) => em.count(User, { is_admin: true, id: { $ne: id } });

/** Edits username, e-mail and admin flag; the last administrator cannot give up the flag. */
export async function updateUser(
  em: EntityManager,
  id: number,
  input: { username: string; email: string; is_admin: boolean },
): Promise<AdminUser> {
  return em.transactional(async (tx) => {
    // The last-admin check and the write must see the same set of administrators.
    await lockAdministrators(tx);
    const user = await findUser(tx, id);
    const emailNormalized = input.email.toLowerCase();
    if (await tx.count(User, { email_normalized: emailNormalized, id: { $ne: id } }))
      throw new DomainError('CONFLICT', messages.emailTaken, { email: messages.emailTaken });
    if (await tx.count(User, { username: input.username, id: { $ne: id } }))
      throw new DomainError('CONFLICT', adminMessages.usernameTaken, { username: adminMessages.usernameTaken });
    if (user.is_admin && !input.is_admin && (await otherAdmins(tx, id)) === 0)
      throw new DomainError('CONFLICT', adminMessages.lastAdminFlag);
    tx.assign(user, {
      username: input.username,
      email: input.email,
      email_normalized: emailNormalized,
      is_admin: input.is_admin,
    });
    await tx.flush();
    return getUser(tx, id);
  });
}

/** Deletes the user; the database's cascades remove their projects, citations and sessions in the same statement. */
export async function deleteUser(em: EntityManager, id: number): Promise<void> {
  await em.transactional(async (tx) => {
    await lockAdministrators(tx);
    const user = await findUser(tx, id);
    if (user.is_admin && (await otherAdmins(tx, id)) === 0)
      throw new DomainError('CONFLICT', adminMessages.lastAdminDelete);
    await tx.nativeDelete(User, { id });
  });
}

/** Sets a new password (the one given, or a generated 12-character one) and ends the user's sessions. */
export async function resetPassword(
  em: EntityManager,
  id: number,
  given: string | undefined,
): Promise<{ new_password: string; message: string }> {
  const user = await findUser(em, id);
  const password = given ?? generatePassword();
  user.password_hash = await hashPassword(password);
  await em.flush();
  await endUserSessions(em, id);
  return { new_password: password, message: adminMessages.passwordReset };
}
