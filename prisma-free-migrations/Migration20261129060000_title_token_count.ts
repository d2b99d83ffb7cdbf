import { Migration } from '@mikro-orm/migrations';

/**
 * The ranker reads a citation's title twice (src/server/ml/ranker/text-features.ts, titleTwice), so it needs to
 * know which of the stored tokens are the title's: `title_token_count`. Tokens stored before are kept; a citation
 * without the count counts as not yet tokenised (citation_untokenised_idx), and the tokeniser then reads only its
 * title (citation-tokens.service.ts). The new column takes the table's statistics target (see
 * Migration20261124140000_citation_statistics_sample).
 */
export class Migration20261129060000_title_token_count extends Migration {
  override name = 'Migration20261129060000_title_token_count';

  override up(): void | Promise<void> {
    this.addSql(`alter table "citation" add column "title_token_count" int null;`);
    this.addSql(`alter table "citation" alter column "title_token_count" set statistics 20;`);
    this.addSql(`drop index "citation_untokenised_idx";`);
    this.addSql(
      `create index "citation_untokenised_idx" on "citation" ("project_id") where "tokens" is null or "title_token_count" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "citation_untokenised_idx";`);
    this.addSql(`alter table "citation" drop column "title_token_count";`);
    this.addSql(`create index "citation_untokenised_idx" on "citation" ("project_id") where "tokens" is null;`);
  }
}
