import { Migration } from '@mikro-orm/migrations';

/**
 * A citation's abstract and tokens (the two widest columns, ~1.5 KB and ~1.1 KB on real records) are kept out of
 * line, uncompressed, whenever a row is too wide to stay whole (PostgreSQL's toast threshold of ~2 KB), so the
 * row itself is ~0.5 KB instead of ~3 KB (before: whole rows up to a page inline, uncompressed, since
 * Migration20261124130000_citation_rows_uncompressed). Every bulk write of one column (a model's scores, keyword verdicts,
 * labels) writes a new version of the whole row but leaves out-of-line values where they are: a rescore of
 * 100,000 citations on PGlite took 5.1–6.1 s and the vacuum after it 1.6–1.7 s with the server's thread held;
 * out of line 2.9–3.6 s and 0.3–0.8 s. Reading all tokens for a training takes ~0.5 s longer (2.0 s), and
 * writing a row costs more at import and tokenisation. Uncompressed: compressing took most of that extra write
 * time and saved ~4 % of the space. Rows already stored move out of line as they are next written.
 */
export class Migration20261128140000_wide_text_out_of_line extends Migration {
  override name = 'Migration20261128140000_wide_text_out_of_line';

  override up(): void | Promise<void> {
    this.addSql(
      `alter table "citation" set (toast_tuple_target = 512), alter column "abstract" set storage external, alter column "tokens" set storage external;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(
      `alter table "citation" set (toast_tuple_target = 8160), alter column "abstract" set storage extended, alter column "tokens" set storage extended;`,
    );
  }
}
