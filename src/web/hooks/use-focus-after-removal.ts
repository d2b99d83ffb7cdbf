import { useCallback, useLayoutEffect, useMemo, useRef, type RefObject } from 'react';
import { citationElementId } from '../lib/label-shortcuts.ts';

/**
 * A label takes a citation off its list (a results tab, the labelling page's "Hidden by keywords" or a decision
 * filter) once the list is fetched again,
 * and the focus would drop to the page with the card. When the card the focus was in leaves the list, the
 * focus goes to the card that takes its place, or the last one left, or `whenEmpty` when none is.
 * `track` is the cards' focus handler: it records the card the focus is in.
 */
export function useFocusAfterRemoval(ids: number[], whenEmpty: RefObject<HTMLElement | null>) {
  const focusedId = useRef<number | null>(null);
  const previous = useRef(ids);
  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = ids;
    const id = focusedId.current;
    if (id === null || ids.includes(id)) return;
    focusedId.current = null;
    // Only focus that was lost with the card is given back; focus the user put elsewhere stays there.
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    const next = ids[Math.min(before.indexOf(id), ids.length - 1)];
    const target = next === undefined ? whenEmpty.current : document.getElementById(citationElementId(next));
    target?.focus();
  }, [ids, whenEmpty]);
  const track = useCallback((id: number) => {
    focusedId.current = id;
  }, []);
  /** The focus left the card for another element: nothing to give back when the card goes. */
  const untrack = useCallback((id: number, to: EventTarget | null) => {
    if (to !== null && focusedId.current === id) focusedId.current = null;
  }, []);
  // Stable, for cards that render again only when their own props change.
  return useMemo(() => ({ track, untrack }), [track, untrack]);
}
