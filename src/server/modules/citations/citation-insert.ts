import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { query } from '../../db/sql.ts';
import type { CitationInput } from '../../import/types.ts';
import { exactHash } from '../../ml/normalize-text.ts';

const CHUNK = 5000;
const OPTIONAL_TEXT = ['authors', 'journal', 'doi', 'volume', 'issue', 'pages', 'keywords', 'url'] as const;

/** PostgreSQL text cannot hold U+0000; a NUL in an export is noise, never content. */
const storable = (text: string) => text.replaceAll('\u0000', '');

/** Inserts in file order with one statement per chunk: one array per column, unnested in SQL. */
export async function insertCitations(em: EntityManager, projectId: number, citations: CitationInput[]): Promise<void> {
  for (let start = 0; start < citations.length; start += CHUNK) {
    const chunk = citations.slice(start, start + CHUNK);
    const column = (name: (typeof OPTIONAL_TEXT)[number]) => chunk.map((c) => (c[name] === undefined ? null : storable(c[name])));
    const titles = chunk.map((c) => storable(c.title));
    const abstracts = chunk.map((c) => storable(c.abstract));
    await query(
      em,
      sql`insert into citation (project_id, created_at, title, abstract, exact_hash, year, authors, journal, doi, volume, issue, pages, keywords, url)
          select ${projectId}, now(), u.title, u.abstract, u.exact_hash, u.year, u.authors, u.journal, u.doi, u.volume, u.issue, u.pages, u.keywords, u.url
            from unnest(
              ${titles}::text[], ${abstracts}::text[],
              ${titles.map((title, i) => exactHash(title, abstracts[i]!))}::text[], ${chunk.map((c) => c.year ?? null)}::int[],
              ${column('authors')}::text[], ${column('journal')}::text[], ${column('doi')}::text[], ${column('volume')}::text[],
              ${column('issue')}::text[], ${column('pages')}::text[], ${column('keywords')}::text[], ${column('url')}::text[]
            ) with ordinality as u(title, abstract, exact_hash, year, authors, journal, doi, volume, issue, pages, keywords, url, ord)
           order by u.ord`,
    );
  }
}
