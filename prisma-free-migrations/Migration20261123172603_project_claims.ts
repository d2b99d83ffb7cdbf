import { Migration } from '@mikro-orm/migrations';

export class Migration20261123172603_project_claims extends Migration {

  override name = 'Migration20261123172603_project_claims';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" add "dedup_started_at" timestamptz null, add "tokens_started_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project" drop column "dedup_started_at", drop column "tokens_started_at";`);
  }

}
