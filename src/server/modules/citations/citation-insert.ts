import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import type { CitationInput } from '../../import/types.ts';
import { storable, type CitationIndex } from '../../ml/citation-index.ts';

const CHUNK = 5000;
const OPTIONAL_TEXT = ['authors', 'journal', 'doi', 'volume', 'issue', 'pages', 'keywords', 'url'] as const;

/**
 * Inserts in file order with one statement per chunk: one array per column, unnested in SQL. Each
 * citation comes with its index (same position in `index`), so it is stored ready to match and rank.
 */
export async function insertCitations(em: EntityManager, projectId: number, citations: CitationInput[], index: CitationIndex[]): Promise<void> {
  if (index.length !== citations.length) throw new Error(`${citations.length} citations came with ${index.length} index entries`);
  for (let start = 0; start < citations.length; start += CHUNK) {
    const chunk = citations.slice(start, start + CHUNK);
    const indexed = index.slice(start, start + CHUNK);
    const column = (name: (typeof OPTIONAL_TEXT)[number]) => chunk.map((c) => (c[name] === undefined ? null : storable(c[name])));
    await query(
      em,
      sql`insert into citation (project_id, created_at, title, abstract, exact_hash, tokens, token_count, year, authors, journal, doi, volume, issue, pages, keywords, url)
          select ${projectId}, now(), u.title, u.abstract, u.exact_hash, u.tokens, u.token_count, u.year, u.authors, u.journal, u.doi, u.volume, u.issue, u.pages, u.keywords, u.url
            from unnest(
              ${chunk.map((c) => storable(c.title))}::text[], ${chunk.map((c) => storable(c.abstract))}::text[],
              ${indexed.map((i) => i.exactHash)}::text[], ${indexed.map((i) => i.tokens)}::text[], ${indexed.map((i) => i.tokenCount)}::int[],
              ${chunk.map((c) => c.year ?? null)}::int[],
              ${column('authors')}::text[], ${column('journal')}::text[], ${column('doi')}::text[], ${column('volume')}::text[],
              ${column('issue')}::text[], ${column('pages')}::text[], ${column('keywords')}::text[], ${column('url')}::text[]
            ) with ordinality as u(title, abstract, exact_hash, tokens, token_count, year, authors, journal, doi, volume, issue, pages, keywords, url, ord)
           order by u.ord`,
    );
  }
}
