import { Migration } from '@mikro-orm/migrations';

/**
 * A citation's kind of publication as its file named it (RIS TY, PubMed PT, Web of Science DT, a BibTeX entry
 * type, a "Document Type" column): exported back, and read by the duplicate search so that an erratum, a reply
 * or a retraction notice is never removed as the article it is about. Free text no query filters by: no planner
 * statistics (Migration20261128072528_citation_project_index). Citations imported before have none.
 */
export class Migration20261207014500_publication_type extends Migration {
  override name = 'Migration20261207014500_publication_type';

  override up(): void | Promise<void> {
    this.addSql(`alter table "citation" add column "publication_type" text null;`);
    this.addSql(`alter table "citation" alter column "publication_type" set statistics 0;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation" drop column "publication_type";`);
  }
}
