import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { documentTitle } from '../lib/document-title.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab (from pageTitles). */
    title?: string;
  }
}

/**
 * Sets `<title>` from the deepest matched route that names one. Pages without a route (the 404) set
 * their own: nothing is written here when no route names a title, so theirs stays.
 */
export function useRouteTitle(): void {
  const title = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.title)?.staticData.title });
  useEffect(() => {
    if (title) document.title = documentTitle(title);
  }, [title]);
}
