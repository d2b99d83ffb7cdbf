import { Migration } from '@mikro-orm/migrations';

/**
 * The records `/next` served each member of a project in the last minutes (screening-hold.entity.ts), so that
 * members screening at the same time are served different records.
 */
export class Migration20261206213837_screening_hold extends Migration {
  override name = 'Migration20261206213837_screening_hold';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "screening_hold" ("project_id" int not null, "user_id" int not null, "citation_id" int not null, "served_at" timestamptz not null default now(), primary key ("project_id", "user_id", "citation_id"));`,
    );
    this.addSql(`create index "screening_hold_citation_id_index" on "screening_hold" ("citation_id");`);

    this.addSql(
      `alter table "screening_hold" add constraint "screening_hold_project_id_foreign" foreign key ("project_id") references "project" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "screening_hold" add constraint "screening_hold_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "screening_hold" add constraint "screening_hold_citation_id_foreign" foreign key ("citation_id") references "citation" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "screening_hold" cascade;`);
  }
}
