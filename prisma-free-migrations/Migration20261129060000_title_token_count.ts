import { Migration } from '@mikro-orm/migrations';

/**
 * The ranker reads a citation's title twice (src/server/ml/ranker/text-features.ts, titleTwice), so it needs to
 * know which of the stored tokens are the title's: `title_token_count`. Tokens stored before are made again with
 * it (the next request that needs them tokenises the project, as after the lemmatiser's last change); they come
 * out the same, so keyword verdicts stand.
 */
export class Migration20261129060000_title_token_count extends Migration {
  override name = 'Migration20261129060000_title_token_count';

  override up(): void | Promise<void> {
    this.addSql(`alter table "citation" add column "title_token_count" int null;`);
    this.addSql(`update "citation" set "tokens" = null, "token_count" = null where "tokens" is not null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation" drop column "title_token_count";`);
  }
}
