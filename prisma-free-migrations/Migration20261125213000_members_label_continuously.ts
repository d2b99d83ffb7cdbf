import { Migration } from '@mikro-orm/migrations';
import { patchLabelFunction } from './Migration20261125170057_project_deleted_at.ts';
import { LABEL_ARGUMENTS, membersLabel } from './Migration20261125193510_project_members.ts';

/**
 * The continuous-screening migration wrote the label function anew, without the rule that lets members
 * label (the two were written side by side): the rule again, on the function for both modes.
 */
export class Migration20261125213000_members_label_continuously extends Migration {
  override name = 'Migration20261125213000_members_label_continuously';

  override up(): void | Promise<void> {
    this.addSql(patchLabelFunction(...membersLabel, LABEL_ARGUMENTS));
  }

  override down(): void | Promise<void> {
    this.addSql(patchLabelFunction(membersLabel[1], membersLabel[0], LABEL_ARGUMENTS));
  }
}
