import { Migration } from '@mikro-orm/migrations';

export class Migration20261122051213_citation_tokens extends Migration {
  override name = 'Migration20261122051213_citation_tokens';

  override up(): void | Promise<void> {
    this.addSql(`alter table "citation" add "tokens" text null, add "token_count" int null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation" drop column "tokens", drop column "token_count";`);
  }
}
