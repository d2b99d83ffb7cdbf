import { Migration } from '@mikro-orm/migrations';

export class Migration20261122053147_training extends Migration {
  override name = 'Migration20261122053147_training';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" add "training_started_at" timestamptz null;`);

    this.addSql(
      `alter table "training_run" add "feature_count" int not null default 0, add "duration_ms" int not null default 0, add "model" jsonb not null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "project" drop column "training_started_at";`);

    this.addSql(
      `alter table "training_run" drop column "feature_count", drop column "duration_ms", drop column "model";`,
    );
  }
}
