import { Migration } from '@mikro-orm/migrations';
import { labelFunctionSql } from './Migration20261124090000_label_function.ts';
import { visibleOnly } from './Migration20261125170057_project_deleted_at.ts';

const SIGNATURE = 'set_citation_label(integer, integer, boolean, integer, boolean, integer, integer)';

/**
 * The label function, now for both screening modes, and keeping every change in label_event. In continuous
 * mode a project has no cap, no lock and no last training: every click is taken (a removed duplicate
 * still is not), and a decision belongs to no iteration (its iteration is null). It also answers whether the project screens continuously, so the caller can ask for a
 * background retrain without reading the project again.
 */
const labelFunction = `
create function set_citation_label(p_project integer, p_citation integer, p_label boolean, p_actor integer, p_admin boolean, p_max integer, p_iterations integer)
  returns table (owner_id integer, verdict text, citation json, continuous boolean)
  language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_owner integer;
  v_iteration integer;
  v_continuous boolean;
  v_duplicate boolean;
  v_label boolean;
  v_label_iteration integer;
  v_count integer;
  v_written json;
begin
  select p.user_id, p.current_iteration, p.screening_mode = 'continuous' into v_owner, v_iteration, v_continuous
    from project p where p.id = p_project and p.deleted_at is null for update;
  if not found then
    return;
  end if;
  if v_owner is distinct from p_actor and p_admin is not true then
    return query select v_owner, 'forbidden'::text, null::json, v_continuous;
    return;
  end if;
  select c.duplicate_of is not null, c.is_relevant, c.iteration into v_duplicate, v_label, v_label_iteration
    from citation c where c.id = p_citation and c.project_id = p_project;
  if not found then
    return query select v_owner, 'missing'::text, null::json, v_continuous;
    return;
  end if;
  if v_duplicate then
    return query select v_owner, 'duplicate'::text, null::json, v_continuous;
    return;
  end if;
  if not v_continuous then
    if v_iteration >= p_iterations then
      return query select v_owner, 'finished'::text, null::json, v_continuous;
      return;
    end if;
    if v_label is not null and v_label_iteration < v_iteration then
      return query select v_owner, 'locked'::text, null::json, v_continuous;
      return;
    end if;
    if p_label is not null and v_label is distinct from p_label then
      select count(*) into v_count from citation c
       where c.project_id = p_project and c.iteration = v_iteration and c.is_relevant is not null
         and c.is_relevant = p_label and c.duplicate_of is null;
      if v_count >= p_max then
        return query select v_owner, 'maximum'::text, null::json, v_continuous;
        return;
      end if;
    end if;
  end if;
  -- A label given again is no change: it keeps its iteration and leaves no history. A continuous
  -- decision belongs to no iteration.
  update citation c set is_relevant = p_label,
                        iteration = case when p_label is null then null
                                         when v_label is not distinct from p_label then c.iteration
                                         when v_continuous then null
                                         else v_iteration end
   where c.id = p_citation
  returning json_build_object('id', c.id, 'project_id', c.project_id, 'title', c.title, 'abstract', c.abstract,
                              'is_relevant', c.is_relevant, 'iteration', c.iteration, 'relevance_score', c.relevance_score,
                              'keyword_score', c.keyword_score, 'authors', c.authors, 'year', c.year, 'journal', c.journal, 'doi', c.doi)
    into v_written;
  if v_label is distinct from p_label then
    insert into label_event (project_id, citation_id, user_id, from_label, to_label) values (p_project, p_citation, p_actor, v_label, p_label);
  end if;
  return query select v_owner, 'ok'::text, v_written, v_continuous;
end $$;`;

/** A project's screening mode, its decision history and the finishing of a review (docs/screening-modes.md). */
export class Migration20261125193717_continuous_screening extends Migration {
  override name = 'Migration20261125193717_continuous_screening';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "label_event" ("id" serial primary key, "project_id" int not null, "citation_id" int not null, "user_id" int null, "from_label" boolean null, "to_label" boolean null, "created_at" timestamptz not null default now());`,
    );
    this.addSql(`create index "label_event_project_idx" on "label_event" ("project_id", "id");`);
    this.addSql(`create index "label_event_citation_idx" on "label_event" ("citation_id", "id");`);

    this.addSql(
      `alter table "project" add "screening_mode" text not null default 'iterations', add "finished_at" timestamptz null, add "finish_summary" jsonb null;`,
    );
    this.addSql(
      `alter table "project" add constraint "project_screening_mode_check" check ("screening_mode" in ('iterations', 'continuous'));`,
    );

    this.addSql(
      `alter table "training_run" add "mode" text not null default 'iterations', add "last_event_id" int null;`,
    );
    this.addSql(
      `alter table "training_run" add constraint "training_run_mode_check" check ("mode" in ('iterations', 'continuous'));`,
    );

    this.addSql(
      `alter table "label_event" add constraint "label_event_project_id_foreign" foreign key ("project_id") references "project" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "label_event" add constraint "label_event_citation_id_foreign" foreign key ("citation_id") references "citation" ("id") on delete cascade;`,
    );
    this.addSql(
      `alter table "label_event" add constraint "label_event_user_id_foreign" foreign key ("user_id") references "app_user" ("id") on delete set null;`,
    );

    this.addSql(`drop function if exists ${SIGNATURE};`);
    this.addSql(labelFunction);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists ${SIGNATURE};`);
    this.addSql(labelFunctionSql(true).replace(...visibleOnly));
    this.addSql(`drop table if exists "label_event" cascade;`);

    this.addSql(`alter table "project" drop constraint "project_screening_mode_check";`);
    this.addSql(
      `alter table "project" drop column "screening_mode", drop column "finished_at", drop column "finish_summary";`,
    );

    this.addSql(`alter table "training_run" drop constraint "training_run_mode_check";`);
    this.addSql(`alter table "training_run" drop column "mode", drop column "last_event_id";`);
  }
}
