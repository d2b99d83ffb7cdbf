import { Migration } from '@mikro-orm/migrations';

export class Migration20261123172241_dedup_claim extends Migration {

  override name = 'Migration20261123172241_dedup_claim';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" add "dedup_started_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project" drop column "dedup_started_at";`);
  }

}
