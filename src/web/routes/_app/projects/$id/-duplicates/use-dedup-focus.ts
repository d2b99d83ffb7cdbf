import { useEffect, useRef } from 'react';

/**
 * Keeps keyboard users in place when an entry leaves a list (Restore, a decided pair): once the entry
 * is gone, focus moves to the entry that took its place, else the one before, else the list itself;
 * after "Show more", to the first entry it added.
 * Entries carry `data-entry-id` and tabIndex -1.
 */
export function useDedupFocus<T extends HTMLElement>() {
  const listRef = useRef<T>(null);
  const leaving = useRef<{ id: number; index: number } | null>(null);
  const showing = useRef<number | null>(null);

  useEffect(() => {
    const entry =
      showing.current === null
        ? undefined
        : listRef.current?.querySelectorAll<HTMLElement>('[data-entry-id]')[showing.current];
    if (entry) {
      showing.current = null;
      entry.focus();
    }
  });
  useEffect(() => {
    const list = listRef.current;
    const target = leaving.current;
    if (!list || !target || list.querySelector(`[data-entry-id="${target.id}"]`)) return;
    leaving.current = null;
    const entries = list.querySelectorAll<HTMLElement>('[data-entry-id]');
    (entries[Math.min(target.index, entries.length - 1)] ?? list).focus();
  });

  /** Once the entry at `index` is shown (after "Show more"), focus moves to it. */
  const focusEntryAt = (index: number) => {
    showing.current = index;
  };
  const focusAfterLeaving = (id: number) => {
    const entries = Array.from(listRef.current?.querySelectorAll('[data-entry-id]') ?? []);
    leaving.current = {
      id,
      index: Math.max(
        0,
        entries.findIndex((entry) => entry.getAttribute('data-entry-id') === String(id)),
      ),
    };
  };
  return { listRef, focusAfterLeaving, focusEntryAt };
}
