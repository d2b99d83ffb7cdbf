import { Migration } from '@mikro-orm/migrations';

export class Migration20261123185843_keyword_scores extends Migration {
  override name = 'Migration20261123185843_keyword_scores';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "project" add "keyword_version" int not null default 0, add "keyword_scored_version" int not null default 0;`,
    );

    this.addSql(
      `alter table "citation" add "keyword_match" boolean not null default true, add "keyword_score" double precision not null default 0;`,
    );
    this.addSql(
      `create index "citation_list_order_idx" on "citation" ("project_id", "relevance_score" desc nulls last, "keyword_score" desc, "id") include ("is_relevant", "keyword_match", "iteration") where "duplicate_of" is null;`,
    );
    // Projects that already have keywords get their verdicts worked out on the next list request.
    this.addSql(`update "project" set "keyword_version" = 1 where "keywords_selected";`);
    this.addSql(
      `create index "citation_list_count_idx" on "citation" ("project_id", "is_relevant", "keyword_match") where "duplicate_of" is null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index "citation_list_order_idx";`);
    this.addSql(`drop index "citation_list_count_idx";`);
    this.addSql(`alter table "citation" drop column "keyword_match", drop column "keyword_score";`);

    this.addSql(`alter table "project" drop column "keyword_version", drop column "keyword_scored_version";`);
  }
}
