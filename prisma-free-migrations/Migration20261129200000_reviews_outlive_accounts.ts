import { Migration } from '@mikro-orm/migrations';

/**
 * A reviewer's own decisions, notes and tags stay when their account is deleted: they are part of the
 * review's record (blind dual screening's votes decide which records agree, which conflict and the kappa), as
 * the decision history keeps the labels (label_event's user becomes null). The account's id stays on them;
 * the pages name it "deleted account". Before, the account's cascade deleted them, and open conflicts
 * disappeared without a word.
 */
export class Migration20261129200000_reviews_outlive_accounts extends Migration {
  override name = 'Migration20261129200000_reviews_outlive_accounts';

  override up(): void | Promise<void> {
    this.addSql(`alter table "citation_review" drop constraint "citation_review_user_id_foreign";`);
  }

  override down(): void | Promise<void> {
    this.addSql(
      `delete from "citation_review" r where not exists (select 1 from "app_user" u where u.id = r.user_id);`,
    );
    this.addSql(
      `alter table "citation_review" add constraint "citation_review_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
  }
}
