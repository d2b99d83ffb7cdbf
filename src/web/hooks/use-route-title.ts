import { useQuery } from '@tanstack/react-query';
import { useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { documentTitle } from '../lib/document-title.ts';
import { useTRPC } from '../trpc.ts';
import { projectOptions } from './use-projects.ts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page's name in the browser tab (from pageTitles). */
    title?: string;
  }
}

/** The deepest matched route that names a title, and the project its URL names, as "title\tid". */
const selectTitle = (matches: ReturnType<typeof useMatches>) => {
  const match = matches.findLast((m) => m.staticData.title);
  const id = Number((match?.params as { id?: string } | undefined)?.id);
  return match ? `${match.staticData.title}\t${Number.isInteger(id) && id > 0 ? id : ''}` : undefined;
};

/**
 * Sets `<title>` from the deepest matched route that names one, with the project's name on a project's
 * pages ("Keywords · Statins in older adults · Screener") once the page has read the project: the title
 * only reads the query cache, it never fetches. Pages without a route (the 404) set their own: nothing is
 * written here when no route names a title, so theirs stays.
 */
export function useRouteTitle(): void {
  const trpc = useTRPC();
  const [title, id] = useMatches({ select: selectTitle })?.split('\t') ?? [];
  const projectId = id ? Number(id) : 0;
  const project = useQuery({ ...projectOptions(trpc, projectId), enabled: false });
  const name = projectId && project.data?.id === projectId ? project.data.name : undefined;
  useEffect(() => {
    if (title) document.title = documentTitle(name ? `${title} · ${name}` : title);
  }, [title, name]);
}
