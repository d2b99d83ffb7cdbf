import { Migration } from '@mikro-orm/migrations';

/**
 * ANALYZE reads a sample of 300 rows per unit of the largest statistics target among a table's columns:
 * 30,000 citation rows at the default of 100, each with its abstract and tokens. On embedded PGlite that
 * sample raised the database's WebAssembly memory by ~137 MB for good (it never shrinks) and took ~1 s
 * after every bulk write (tidyCitations). 6,000 rows are plenty for what the planner asks of this table
 * (rows per project, the share of labelled, removed and tokenised citations). A column added later needs
 * the same target in its migration, or the sample grows back.
 */
const statisticsOnEveryColumn = (target: number) => `do $$
  declare column_name text;
  begin
    for column_name in select attname from pg_attribute where attrelid = 'citation'::regclass and attnum > 0 and not attisdropped loop
      execute format('alter table citation alter column %I set statistics ${target}', column_name);
    end loop;
  end $$;`;

export class Migration20261124140000_citation_statistics_sample extends Migration {
  override name = 'Migration20261124140000_citation_statistics_sample';

  override up(): void | Promise<void> {
    this.addSql(statisticsOnEveryColumn(20));
  }

  override down(): void | Promise<void> {
    this.addSql(statisticsOnEveryColumn(-1));
  }
}
