/** The pager shows two pages either side of the current one. */
const WINDOW = 2;

/** A page number, or a gap standing for the pages left out before or after the window. */
export type PagerItem = number | 'gap-before' | 'gap-after';

/**
 * The spec's pager: the first page, the window around the current one, the last page, and a gap
 * wherever pages are skipped. Page 7 of 20 gives 1 … 5 6 7 8 9 … 20.
 */
export function pagerItems(current: number, pageCount: number): PagerItem[] {
  if (pageCount < 1) return [];
  const from = Math.max(1, current - WINDOW);
  const to = Math.min(pageCount, current + WINDOW);
  const items: PagerItem[] = [];
  if (from > 1) items.push(1);
  if (from > 2) items.push('gap-before');
  for (let page = from; page <= to; page += 1) items.push(page);
  if (to < pageCount - 1) items.push('gap-after');
  if (to < pageCount) items.push(pageCount);
  return items;
}

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));
