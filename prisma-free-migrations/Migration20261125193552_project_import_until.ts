import { Migration } from '@mikro-orm/migrations';

export class Migration20261125193552_project_import_until extends Migration {
  override name = 'Migration20261125193552_project_import_until';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" add "import_until" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project" drop column "import_until";`);
  }
}
