import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with Argon2id by default (OWASP's first choice).
export const hashPassword = (password: string): Promise<string> => hash(password);

// A real hash to verify against when the e-mail is unknown, so both failures take the same time.
const decoy = hash('decoy-password-for-timing');

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
