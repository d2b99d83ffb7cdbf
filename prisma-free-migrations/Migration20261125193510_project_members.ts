import { Migration } from '@mikro-orm/migrations';
import { patchLabelFunction } from './Migration20261125170057_project_deleted_at.ts';

/** set_citation_label's access rule, before and after members could label. */
export const membersLabel = [
  'if v_owner is distinct from p_actor and p_admin is not true then',
  `if v_owner is distinct from p_actor and p_admin is not true
     and not exists (select 1 from project_member m where m.project_id = p_project and m.user_id = p_actor) then`,
] as const;
export const LABEL_ARGUMENTS = 'integer, integer, boolean, integer, boolean, integer, integer';

/**
 * Shared projects: the owner adds people with a role (lead or reviewer; project-access.ts decides what
 * each may do). Every member labels, so the label function lets them write, under the same project-row
 * lock that keeps the caps when two members click at once.
 */
export class Migration20261125193510_project_members extends Migration {
  override name = 'Migration20261125193510_project_members';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "project_member" ("id" serial primary key, "project_id" int not null, "user_id" int not null, "role" text not null, "created_at" timestamptz not null);`,
    );
    this.addSql(`create index "project_member_user_id_index" on "project_member" ("user_id");`);
    this.addSql(
      `alter table "project_member" add constraint "project_member_project_id_user_id_unique" unique ("project_id", "user_id");`,
    );

    this.addSql(
      `alter table "project_member" add constraint "project_member_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "project_member" add constraint "project_member_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "project_member" add constraint "project_member_role_check" check ("role" in ('lead', 'reviewer'));`,
    );
    this.addSql(patchLabelFunction(...membersLabel, LABEL_ARGUMENTS));
  }

  override down(): void | Promise<void> {
    this.addSql(patchLabelFunction(membersLabel[1], membersLabel[0], LABEL_ARGUMENTS));
    this.addSql(`drop table if exists "project_member" cascade;`);
  }
}
