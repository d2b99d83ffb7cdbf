import { Migration } from '@mikro-orm/migrations';

/**
 * No query read the (project_id, exact_hash) index: the two exact-duplicate counts group a whole project
 * and are planned as one pass over it with or without it (~0.35 s at 100,000 citations on PGlite). It cost
 * an entry per imported citation and, at every training, per score written (0.6 s of PGlite's 3.8 s).
 */
export class Migration20261124132018_no_exact_hash_index extends Migration {
  override name = 'Migration20261124132018_no_exact_hash_index';

  override up(): void | Promise<void> {
    this.addSql(`drop index "citation_project_id_exact_hash_index";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`create index "citation_project_id_exact_hash_index" on "citation" ("project_id", "exact_hash");`);
  }
}
