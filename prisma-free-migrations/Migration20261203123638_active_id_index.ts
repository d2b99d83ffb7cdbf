import { Migration } from '@mikro-orm/migrations';

/**
 * The project's active citations in id order (citation.entity.ts, citation_active_id_idx): the pages that read
 * them in that order start at the project's own first citation instead of walking the primary key past every
 * other project's. The snapshot is brought up to date with the entities with it (the hand-written migrations
 * since Migration20261128180000 had not updated it).
 */
export class Migration20261203123638_active_id_index extends Migration {
  override name = 'Migration20261203123638_active_id_index';

  override up(): void | Promise<void> {
    this.addSql(
      `create index "citation_active_id_idx" on "citation" ("project_id", "id") where "duplicate_of" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "citation_active_id_idx";`);
  }
}
