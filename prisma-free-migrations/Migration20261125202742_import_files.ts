import { Migration } from '@mikro-orm/migrations';

/** The source of citations imported before files were recorded, one per project that has any. */
export const EARLIER_IMPORTS = 'Imported before file names were kept';

/**
 * The PRISMA diagram counts records per imported file: each import now records its files (import_file)
 * and each citation its file. Citations already stored are counted as one earlier import per project,
 * without rewriting their rows.
 */
export class Migration20261125202742_import_files extends Migration {
  override name = 'Migration20261125202742_import_files';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "import_file" ("id" serial primary key, "project_id" int not null, "name" varchar(255) not null, "format" varchar(20) not null, "records" int not null, "skipped" int not null default 0, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "import_file_project_id_index" on "import_file" ("project_id");`);

    this.addSql(`alter table "citation" add "source_file_id" int null;`);
    // As every citation column (Migration20261124140000_citation_statistics_sample).
    this.addSql(`alter table "citation" alter column "source_file_id" set statistics 20;`);

    this.addSql(
      `alter table "import_file" add constraint "import_file_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(`insert into "import_file" ("project_id", "name", "format", "records", "skipped", "created_at")
                 select "project_id", '${EARLIER_IMPORTS}', 'unknown', count(*), 0, min("created_at") from "citation" group by "project_id";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "import_file" cascade;`);

    this.addSql(`alter table "citation" drop column "source_file_id";`);
  }
}
