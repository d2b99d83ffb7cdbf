import { Migration } from '@mikro-orm/migrations';

export class Migration20261123181046_project_claims extends Migration {
  override name = 'Migration20261123181046_project_claims';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "project" add "dedup_started_at" timestamptz null, add "tokens_started_at" timestamptz null;`,
    );

    this.addSql(
      `create index "citation_labelled_idx" on "citation" ("project_id", "iteration") where "is_relevant" is not null;`,
    );
    this.addSql(`create index "citation_untokenised_idx" on "citation" ("project_id") where "tokens" is null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "citation_labelled_idx";`);
    this.addSql(`drop index "citation_untokenised_idx";`);

    this.addSql(`alter table "project" drop column "dedup_started_at", drop column "tokens_started_at";`);
  }
}
