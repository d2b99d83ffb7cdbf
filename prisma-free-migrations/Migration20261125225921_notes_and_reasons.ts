import { Migration } from '@mikro-orm/migrations';

export class Migration20261125225921_notes_and_reasons extends Migration {
  override name = 'Migration20261125225921_notes_and_reasons';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "citation_review" ("id" serial primary key, "project_id" int not null, "citation_id" int not null, "user_id" int not null, "note" text null, "tags" text[] not null default '{}', "exclusion_reason" text null, "maybe" boolean not null default false, "updated_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "citation_review_user_id_index" on "citation_review" ("user_id");`);
    this.addSql(`create index "citation_review_project_idx" on "citation_review" ("project_id");`);
    this.addSql(`create index "citation_review_maybe_idx" on "citation_review" ("project_id") where "maybe";`);
    this.addSql(
      `alter table "citation_review" add constraint "citation_review_citation_user_unique" unique ("citation_id", "user_id");`,
    );

    this.addSql(`alter table "project" add "exclusion_reasons" text[] null;`);

    this.addSql(
      `alter table "citation_review" add constraint "citation_review_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "citation_review" add constraint "citation_review_citation_id_foreign" foreign key ("citation_id") references "citation" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "citation_review" add constraint "citation_review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "citation_review" cascade;`);

    this.addSql(`alter table "project" drop column "exclusion_reasons";`);
  }
}
