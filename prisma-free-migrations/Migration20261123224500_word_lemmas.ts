import { Migration } from '@mikro-orm/migrations';

/**
 * Lemmas are now taken per word, not per word in its sentence ("isolated" is always "isolate"): tokens
 * stored before are made again (the next request that needs them tokenises the project), and keyword
 * verdicts are worked out again from the new tokens.
 */
export class Migration20261123224500_word_lemmas extends Migration {
  override name = 'Migration20261123224500_word_lemmas';

  override up(): void | Promise<void> {
    this.addSql(`update "citation" set "tokens" = null, "token_count" = null where "tokens" is not null;`);
    this.addSql(`update "project" set "keyword_version" = "keyword_version" + 1 where "keywords_selected";`);
  }

  override down(): void | Promise<void> {
    // The old tokens cannot be told apart from the new ones; both kinds work with either lemmatiser's keywords.
  }
}
