import { Migration } from '@mikro-orm/migrations';

/**
 * Words are now lemmatised in their American spelling ("randomised" is "randomize", "tumour" is "tumor"):
 * tokens stored before are made again (the next request that needs them tokenises the project), and
 * keyword verdicts are worked out again from the new tokens.
 */
export class Migration20261126090000_us_spelling_lemmas extends Migration {
  override name = 'Migration20261126090000_us_spelling_lemmas';

  override up(): void | Promise<void> {
    this.addSql(`update "citation" set "tokens" = null, "token_count" = null where "tokens" is not null;`);
    this.addSql(`update "project" set "keyword_version" = "keyword_version" + 1 where "keywords_selected";`);
  }

  override down(): void | Promise<void> {
    // The old tokens cannot be told apart from the new ones; both kinds work with either lemmatiser's keywords.
  }
}
