import { Migration } from '@mikro-orm/migrations';

/**
 * Blind dual screening's history says more: who resolved a conflict (`resolver_role`: owner, lead or admin,
 * their role when they resolved it) and whether they were one of the record's screeners
 * (`resolver_screened`: the resolution is then not independent), and which record labels the switch to one
 * screener per record took from a record's one decision (`from_one_vote`). Events recorded before are not marked.
 */
export class Migration20261202020000_label_event_resolver extends Migration {
  override name = 'Migration20261202020000_label_event_resolver';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "label_event" add column "resolver_role" text null check ("resolver_role" in ('owner', 'lead', 'admin')),
         add column "resolver_screened" boolean not null default false,
         add column "from_one_vote" boolean not null default false;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "label_event" drop column "resolver_role", drop column "resolver_screened", drop column "from_one_vote";`,
    );
  }
}
