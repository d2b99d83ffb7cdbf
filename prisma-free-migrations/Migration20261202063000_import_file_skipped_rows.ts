import { Migration } from '@mikro-orm/migrations';

/**
 * Each imported file keeps the rows it left out (where in the file and why; the first 1,000), so the project's
 * overview and `GET /api/projects/{id}/imports` list them after the upload's message has gone. Files imported
 * before keep only their count.
 */
export class Migration20261202063000_import_file_skipped_rows extends Migration {
  override name = 'Migration20261202063000_import_file_skipped_rows';

  override up(): void | Promise<void> {
    this.addSql(`alter table "import_file" add column "skipped_rows" jsonb not null default '[]';`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "import_file" drop column "skipped_rows";`);
  }
}
