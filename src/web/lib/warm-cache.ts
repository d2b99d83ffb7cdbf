/**
 * What a route's loader starts for its page: the queries load beside the page's code (or on hover, when the
 * router preloads). Failures are not thrown: they stay in the query cache and the page shows them.
 */
export function warmCache(...loading: Promise<unknown>[]): Promise<void> {
  return Promise.allSettled(loading).then(() => undefined);
}
