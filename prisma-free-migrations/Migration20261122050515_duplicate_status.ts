import { Migration } from '@mikro-orm/migrations';

export class Migration20261122050515_duplicate_status extends Migration {
  override name = 'Migration20261122050515_duplicate_status';

  override up(): void | Promise<void> {
    this.addSql(`alter table "duplicate_record" add "status" text not null default 'removed';`);
    this.addSql(
      `alter table "duplicate_record" add constraint "duplicate_record_status_check" check ("status" in ('removed', 'possible', 'restored', 'dismissed'));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "duplicate_record" drop constraint "duplicate_record_status_check";`);
    this.addSql(`alter table "duplicate_record" drop column "status";`);
  }
}
