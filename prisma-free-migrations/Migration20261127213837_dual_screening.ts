import { Migration } from '@mikro-orm/migrations';

export class Migration20261127213837_dual_screening extends Migration {
  override name = 'Migration20261127213837_dual_screening';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" add "screeners_per_record" int not null default 1;`);

    this.addSql(`alter table "citation" add "resolved_at" timestamptz null;`);

    this.addSql(`alter table "label_event" add "vote" boolean not null default false;`);

    this.addSql(`alter table "citation_review" add "decision" boolean null, add "decided_at" timestamptz null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation" drop column "resolved_at";`);

    this.addSql(`alter table "citation_review" drop column "decision", drop column "decided_at";`);

    this.addSql(`alter table "label_event" drop column "vote";`);

    this.addSql(`alter table "project" drop column "screeners_per_record";`);
  }
}
