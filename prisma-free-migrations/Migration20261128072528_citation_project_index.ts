import { Migration } from '@mikro-orm/migrations';

const FREE_TEXT = ['title', 'abstract', 'authors', 'keywords', 'url', 'tokens'];
const statistics = (target: number) =>
  `alter table "citation" ${FREE_TEXT.map((column) => `alter column "${column}" set statistics ${target}`).join(', ')};`;

/**
 * Two changes so that no statement on the citation table holds the embedded database for long:
 * - One index of every citation by project replaces the two partial ones for the counts (active citations)
 *   and the removed duplicates. Deleting a project row made PostgreSQL look for the project's citations
 *   (its foreign key's cascade) with no index to use, reading the whole table: about a second at 300,000
 *   citations on PGlite, with the server's thread held. Active citations are the `duplicate_of is null`
 *   range of each project, so the counts still come from the index alone.
 * - ANALYZE back to its sample of 6,000 rows, without the free-text columns: it took ~500 ms at 200,000
 *   citations, holding PGlite's thread after every bulk write. No query filters the free-text columns by a
 *   value the planner could estimate from their statistics (a histogram of 20 values is below what
 *   PostgreSQL matches LIKE patterns against).
 */
export class Migration20261128072528_citation_project_index extends Migration {
  override name = 'Migration20261128072528_citation_project_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "citation_project_idx" on "citation" ("project_id", "duplicate_of", "is_relevant", "keyword_match");`,
    );
    this.addSql(`drop index "citation_list_count_idx";`);
    this.addSql(`drop index "citation_removed_idx";`);
    this.addSql(statistics(0));
    // Missed when it was added (Migration20261127213837_dual_screening): at the default of 100 it alone made
    // ANALYZE sample 30,000 rows instead of 6,000.
    this.addSql(`alter table "citation" alter column "resolved_at" set statistics 20;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation" alter column "resolved_at" set statistics -1;`);
    this.addSql(statistics(20));
    this.addSql(
      `create index "citation_list_count_idx" on "citation" ("project_id", "is_relevant", "keyword_match") where "duplicate_of" is null;`,
    );
    this.addSql(
      `create index "citation_removed_idx" on "citation" ("project_id", "duplicate_of") where "duplicate_of" is not null;`,
    );
    this.addSql(`drop index "citation_project_idx";`);
  }
}
