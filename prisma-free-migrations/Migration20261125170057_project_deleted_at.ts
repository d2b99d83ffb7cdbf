import { Migration } from '@mikro-orm/migrations';

/** The label function's lookup of the project, before and after deleted projects were hidden from it. */
export const visibleOnly = [
  'where p.id = p_project for update',
  'where p.id = p_project and p.deleted_at is null for update',
] as const;

/** Rewrites set_citation_label (of the given argument types) with one piece of its text replaced; it is otherwise unchanged. */
export const patchLabelFunction = (
  from: string,
  to: string,
  argumentTypes = 'integer, integer, boolean, integer, boolean, integer',
) => `
do $$
declare
  definition text := pg_get_functiondef('set_citation_label(${argumentTypes})'::regprocedure);
begin
  if position(${quote(from)} in definition) = 0 then
    raise exception 'set_citation_label does not read %', ${quote(from)};
  end if;
  execute replace(definition, ${quote(from)}, ${quote(to)});
end $$;`;

function quote(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * A deleted project is marked (deleted_at) and hidden at once, its rows removed later in short batches
 * (project-purge.ts); a label click on it is answered as for a missing project. Deleting a citation looks
 * up its duplicate records by both ends (the foreign keys' cascade); kept_id had no index, so each deleted
 * citation read the whole duplicate_record table (a 49,900-citation project took 258 s to delete).
 */
export class Migration20261125170057_project_deleted_at extends Migration {
  override name = 'Migration20261125170057_project_deleted_at';

  override up(): void | Promise<void> {
    this.addSql(`alter table "project" add "deleted_at" timestamptz null;`);
    this.addSql(`create index "duplicate_record_kept_id_index" on "duplicate_record" ("kept_id");`);
    this.addSql(patchLabelFunction(...visibleOnly));
  }

  override down(): void | Promise<void> {
    this.addSql(patchLabelFunction(visibleOnly[1], visibleOnly[0]));
    this.addSql(`drop index "duplicate_record_kept_id_index";`);
    this.addSql(`alter table "project" drop column "deleted_at";`);
  }
}
