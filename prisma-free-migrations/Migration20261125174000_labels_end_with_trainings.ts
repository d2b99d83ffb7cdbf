import { Migration } from '@mikro-orm/migrations';
import { labelFunctionSql } from './Migration20261124090000_label_function.ts';
import { visibleOnly } from './Migration20261125170057_project_deleted_at.ts';

/** The label function as Migration20261125170057 left it (deleted projects hidden), with or without the check. */
const labelFunction = (finished: boolean) => labelFunctionSql(finished).replace(...visibleOnly);

/**
 * After a project's last training a label can never be trained on: set_citation_label takes the number
 * of trainings a project may have and refuses a click once they are all done ('finished').
 */
export class Migration20261125174000_labels_end_with_trainings extends Migration {
  override name = 'Migration20261125174000_labels_end_with_trainings';

  override up(): void | Promise<void> {
    this.addSql(`drop function if exists set_citation_label(integer, integer, boolean, integer, boolean, integer);`);
    this.addSql(labelFunction(true));
  }

  override down(): void | Promise<void> {
    this.addSql(
      `drop function if exists set_citation_label(integer, integer, boolean, integer, boolean, integer, integer);`,
    );
    this.addSql(labelFunction(false));
  }
}
