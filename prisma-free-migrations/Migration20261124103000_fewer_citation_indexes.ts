import { Migration } from '@mikro-orm/migrations';

/**
 * Training rewrites every active citation's score, and since the score is a key of the list's index each
 * of those row updates writes an entry into every index of the table. Two indexes served nothing the list's
 * partial indexes do not: (project_id, is_relevant) goes, and (project_id, duplicate_of) keeps only the
 * removed duplicates.
 */
export class Migration20261124103000_fewer_citation_indexes extends Migration {
  override name = 'Migration20261124103000_fewer_citation_indexes';

  override up(): void | Promise<void> {
    this.addSql(`drop index if exists "citation_project_id_is_relevant_index";`);
    this.addSql(`drop index if exists "citation_project_id_duplicate_of_index";`);
    this.addSql(
      `create index "citation_removed_idx" on "citation" ("project_id", "duplicate_of") where "duplicate_of" is not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index if exists "citation_removed_idx";`);
    this.addSql(`create index "citation_project_id_duplicate_of_index" on "citation" ("project_id", "duplicate_of");`);
    this.addSql(`create index "citation_project_id_is_relevant_index" on "citation" ("project_id", "is_relevant");`);
  }
}
