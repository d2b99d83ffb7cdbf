import { useEffect, useState } from 'react';

/** How long typing pauses before the list is asked for the new search. */
const SEARCH_DELAY_MS = 300;

/**
 * A search box's text. The list follows `applied` (the page's URL), which is updated once typing
 * pauses, so each keystroke does not start a request.
 */
export function useSearchBox(applied: string | undefined, apply: (search: string | undefined) => void) {
  const [text, setText] = useState(applied ?? '');
  const [shownFor, setShownFor] = useState(applied);
  // The URL changed by other means (a link, the back button): the box shows that search instead.
  if (applied !== shownFor) {
    setShownFor(applied);
    if (applied !== (text.trim() || undefined)) setText(applied ?? '');
  }
  useEffect(() => {
    const wanted = text.trim() || undefined;
    if (wanted === applied) return;
    const timer = setTimeout(() => apply(wanted), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);
  return { text, setText };
}
