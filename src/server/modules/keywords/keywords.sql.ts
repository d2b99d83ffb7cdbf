import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { giveWayOnPglite } from '../../coordination/server-activity.ts';
import { beforeActiveCitations, query } from '../../db/sql.ts';
import { wholeWordPattern } from '../../ml/text/keyword-match.ts';
import type { TermSample } from '../../ml/text/surface-forms.ts';

/** The statements of keyword suggestions; keywords.service.ts orchestrates. */

/**
 * What changes whenever the active citations or their labels change: their count, the highest id, and a
 * digest of the labels (few: at most 20 an iteration, so listing them is cheap and catches two swapped).
 */
export async function citationsFingerprint(em: EntityManager, projectId: number) {
  const [row] = await query(
    em,
    sql<Record<string, unknown>>`select count(*) as n, coalesce(max(id), 0) as max_id,
            md5(coalesce(string_agg(id::text || case when is_relevant then 'r' else 'i' end, ',' order by id)
                filter (where is_relevant is not null), '')) as labels
       from citation where project_id = ${projectId} and duplicate_of is null`,
  );
  return row;
}

/**
 * Citations a statement looks through for the terms' written forms (a page in id order): at 2,000, a page for
 * ~50 terms took 0.37 s on the embedded database beside 50 users, and pages of 500 130–200 ms on PGlite during a
 * duplicate search. So the first page is FIRST_PAGE; a page quicker than half of PAGE_TARGET_MS doubles the next,
 * up to SAMPLE_PAGE, and a slower one than PAGE_TARGET_MS halves it, down to MIN_PAGE.
 */
const SAMPLE_PAGE = 500;
const FIRST_PAGE = 125;
const PAGE_TARGET_MS = 40;
const MIN_PAGE = 50;
/** Pages of SAMPLE_PAGE looked through at most (their rows): a term not met in the project's first 10,000 citations keeps its indexed form. */
const SAMPLE_PAGES = 20;

/**
 * Up to `perTerm` active citations holding each term as a whole word, to see how the term is written, looked
 * for a page of citations at a time, each page only for the terms still short of samples. One statement over
 * the whole project had read every citation's tokens for each term it never met: 46 s at 100,000 citations
 * on the embedded database, with everyone's requests waiting (docs/performance.md, Load). Between pages the
 * requests being answered go first on PGlite.
 */
export async function termSamples(
  em: EntityManager,
  projectId: number,
  terms: string[],
  perTerm: number,
  { pageSize = SAMPLE_PAGE, pages = SAMPLE_PAGES } = {},
): Promise<TermSample[]> {
  const samples: TermSample[] = [];
  const found = new Map<string, number>();
  let after = await beforeActiveCitations(em, projectId);
  let size = Math.min(pageSize, FIRST_PAGE);
  for (let toRead = pageSize * pages, first = true; toRead > 0; first = false) {
    const wanted = terms.filter((term) => (found.get(term) ?? 0) < perTerm);
    if (wanted.length === 0) break;
    if (!first) await giveWayOnPglite(em);
    const limit = Math.min(size, toRead);
    toRead -= limit;
    const started = performance.now();
    // The page is read once (materialized), then looked through for each term: a statement of a bounded size
    // whatever the planner knows of the table (right after an import, nothing). Each term gives a row, with no
    // citation where the page has none, so the page's last id comes back either way.
    const rows = await query(
      em,
      sql<Partial<TermSample> & { term: string; last: number | null }>`
        with page as materialized (select id, title, abstract, tokens from citation c
                                    where c.project_id = ${projectId} and c.duplicate_of is null and c.id > ${after}
                                    order by c.id limit ${limit})
        select t.term, s.title, s.abstract, s.tokens, (select max(id) from page) as last
          from unnest(${wanted}::text[], ${wanted.map(wholeWordPattern)}::text[]) as t(term, pattern)
          left join lateral (select title, abstract, tokens from page c
                              where strpos(c.tokens, t.term) > 0 and c.tokens ~ t.pattern
                              limit ${perTerm}) s on true`,
    );
    const took = performance.now() - started;
    if (took > PAGE_TARGET_MS) size = Math.max(Math.min(MIN_PAGE, size), Math.floor(size / 2));
    else if (took < PAGE_TARGET_MS / 2) size = Math.min(pageSize, size * 2);
    const last = rows[0]?.last;
    if (last == null) break;
    for (const { term, title, abstract, tokens } of rows) {
      const n = found.get(term) ?? 0;
      if (title == null || abstract == null || n >= perTerm) continue;
      found.set(term, n + 1);
      samples.push({ term, title, abstract, tokens });
    }
    after = last;
  }
  return samples;
}
