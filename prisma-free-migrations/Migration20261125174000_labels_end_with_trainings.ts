import { Migration } from '@mikro-orm/migrations';
import { labelFunctionSql } from './Migration20261124090000_label_function.ts';

/**
 * After a project's last training a label can never be trained on: set_citation_label takes the number
 * of trainings a project may have and refuses a click once they are all done ('finished').
 */
export class Migration20261125174000_labels_end_with_trainings extends Migration {

  override name = 'Migration20261125174000_labels_end_with_trainings';

  override up(): void | Promise<void> {
    this.addSql(`drop function if exists set_citation_label(integer, integer, boolean, integer, boolean, integer);`);
    this.addSql(labelFunctionSql(true));
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists set_citation_label(integer, integer, boolean, integer, boolean, integer, integer);`);
    this.addSql(labelFunctionSql(false));
  }

}
