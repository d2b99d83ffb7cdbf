/**
 * Notes typed but not yet saved, kept in the tab's session storage until the server has them: a session that ends
 * while a reviewer types (the save answered 401, the app goes to the sign-in page) no longer loses the words. Keyed by
 * the user, so another account signed in on the same tab never sees them; dropped when the user signs out.
 */
const PREFIX = 'screener-note-draft:';

/** No key without a signed-in user: nothing is read or kept then. */
const keyOf = (userId: number | undefined, projectId: number, citationId: number) =>
  userId === undefined ? undefined : `${PREFIX}${userId}:${projectId}:${citationId}`;

/** Session storage, or nothing where the browser refuses it (private modes, storage full): drafts are a safety net. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const noteDrafts = {
  read(userId: number | undefined, projectId: number, citationId: number): string | null {
    const key = keyOf(userId, projectId, citationId);
    return key === undefined ? null : (storage()?.getItem(key) ?? null);
  },
  write(userId: number | undefined, projectId: number, citationId: number, note: string): void {
    const key = keyOf(userId, projectId, citationId);
    try {
      if (key !== undefined) storage()?.setItem(key, note);
    } catch {
      // Full: the note is still saved as usual.
    }
  },
  drop(userId: number | undefined, projectId: number, citationId: number): void {
    const key = keyOf(userId, projectId, citationId);
    if (key !== undefined) storage()?.removeItem(key);
  },
  /** Every draft of this tab (signing out). */
  dropAll(): void {
    const store = storage();
    if (!store) return;
    const keys = Array.from({ length: store.length }, (_, i) => store.key(i)).filter((k) => k?.startsWith(PREFIX));
    for (const key of keys) store.removeItem(key!);
  },
};
