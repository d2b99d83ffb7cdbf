import { Migration } from '@mikro-orm/migrations';

/**
 * A project's scores kept while a rescore writes new ones outside a transaction (score_backup, see
 * src/server/modules/training/score-backup.ts): a few rows per project (5,000 citations each), only while a
 * rescore runs.
 */
export class Migration20261128180000_score_backup extends Migration {
  override name = 'Migration20261128180000_score_backup';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "score_backup" ("project_id" int not null, "part" int not null, "ids" int[] not null, "scores" float8[] not null, "created_at" timestamptz not null, primary key ("project_id", "part"));`,
    );
    this.addSql(
      `alter table "score_backup" add constraint "score_backup_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "score_backup" cascade;`);
  }
}
