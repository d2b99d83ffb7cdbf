import { Migration } from '@mikro-orm/migrations';

/**
 * A citation's own identifier in the file it was imported from (a CSV's id column, RIS ID or AN, PubMed's PMID, a
 * BibTeX key, EndNote's rec-number), exported beside its decision so that a team can match decisions back to
 * its search results. Free text no query filters by: no planner statistics (as the other free-text columns,
 * Migration20261128072528_citation_project_index). Citations imported before have none.
 */
export class Migration20261129180000_source_record_id extends Migration {
  override name = 'Migration20261129180000_source_record_id';

  override up(): void | Promise<void> {
    this.addSql(`alter table "citation" add column "source_record_id" text null;`);
    this.addSql(`alter table "citation" alter column "source_record_id" set statistics 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation" drop column "source_record_id";`);
  }
}
