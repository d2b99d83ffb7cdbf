import { Migration } from '@mikro-orm/migrations';

export class Migration20261123141220_citation_text_fields extends Migration {
  override name = 'Migration20261123141220_citation_text_fields';

  override up(): void | Promise<void> {
    this.addSql(`alter table "citation" alter column "doi" type text using ("doi"::text);`);
    this.addSql(`alter table "citation" alter column "issue" type text using ("issue"::text);`);
    this.addSql(`alter table "citation" alter column "pages" type text using ("pages"::text);`);
    this.addSql(`alter table "citation" alter column "volume" type text using ("volume"::text);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation" alter column "doi" type varchar(255) using ("doi"::varchar(255));`);
    this.addSql(`alter table "citation" alter column "volume" type varchar(50) using ("volume"::varchar(50));`);
    this.addSql(`alter table "citation" alter column "issue" type varchar(50) using ("issue"::varchar(50));`);
    this.addSql(`alter table "citation" alter column "pages" type varchar(50) using ("pages"::varchar(50));`);
  }
}
