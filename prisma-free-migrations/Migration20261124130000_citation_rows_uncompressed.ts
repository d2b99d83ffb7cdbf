import { Migration } from '@mikro-orm/migrations';

/**
 * A citation row of up to a page (8,160 bytes) is stored as it is. Past PostgreSQL's default of ~2 KB
 * (a long abstract with its lemma tokens) every row was compressed on insert, and compressing was the
 * single largest cost of an import on the embedded database; the table grows by about 5 %.
 */
export class Migration20261124130000_citation_rows_uncompressed extends Migration {
  override name = 'Migration20261124130000_citation_rows_uncompressed';

  override up(): void | Promise<void> {
    this.addSql(`alter table "citation" set (toast_tuple_target = 8160);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation" reset (toast_tuple_target);`);
  }
}
