import { Migration } from '@mikro-orm/migrations';

/**
 * Which changes of a record's label were a lead resolving a conflict of blind dual screening, so that the
 * decision history and its exports tell a resolution from two reviewers agreeing (both changed the label
 * alike). Events recorded before are not marked.
 */
export class Migration20261129203000_label_event_resolution extends Migration {
  override name = 'Migration20261129203000_label_event_resolution';

  override up(): void | Promise<void> {
    this.addSql(`alter table "label_event" add column "resolution" boolean not null default false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "label_event" drop column "resolution";`);
  }
}
