import { Migration } from '@mikro-orm/migrations';

/** After the last training no label can change the model: the click is refused as 'finished'. */
const FINISHED_CHECK = `  if v_iteration >= p_iterations then
    return query select v_owner, 'finished'::text, null::json;
    return;
  end if;
`;

/**
 * The label function's text; with `finished`, its version that also takes the number of trainings a
 * project may have (Migration20261125174000_labels_end_with_trainings).
 */
export const labelFunctionSql = (finished: boolean) => `
create function set_citation_label(p_project integer, p_citation integer, p_label boolean, p_actor integer, p_admin boolean, p_max integer${finished ? ', p_iterations integer' : ''})
  returns table (owner_id integer, verdict text, citation json)
  language plpgsql volatile as $$
#variable_conflict use_column
declare
  v_owner integer;
  v_iteration integer;
  v_duplicate boolean;
  v_label boolean;
  v_label_iteration integer;
  v_count integer;
  v_written json;
begin
  select p.user_id, p.current_iteration into v_owner, v_iteration from project p where p.id = p_project for update;
  if not found then
    return;
  end if;
  if v_owner is distinct from p_actor and p_admin is not true then
    return query select v_owner, 'forbidden'::text, null::json;
    return;
  end if;
  select c.duplicate_of is not null, c.is_relevant, c.iteration into v_duplicate, v_label, v_label_iteration
    from citation c where c.id = p_citation and c.project_id = p_project;
  if not found then
    return query select v_owner, 'missing'::text, null::json;
    return;
  end if;
  if v_duplicate then
    return query select v_owner, 'duplicate'::text, null::json;
    return;
  end if;
${finished ? FINISHED_CHECK : ''}  if v_label is not null and v_label_iteration < v_iteration then
    return query select v_owner, 'locked'::text, null::json;
    return;
  end if;
  if p_label is not null and v_label is distinct from p_label then
    select count(*) into v_count from citation c
     where c.project_id = p_project and c.iteration = v_iteration and c.is_relevant is not null
       and c.is_relevant = p_label and c.duplicate_of is null;
    if v_count >= p_max then
      return query select v_owner, 'maximum'::text, null::json;
      return;
    end if;
  end if;
  update citation c set is_relevant = p_label, iteration = case when p_label is null then null else v_iteration end
   where c.id = p_citation
  returning json_build_object('id', c.id, 'project_id', c.project_id, 'title', c.title, 'abstract', c.abstract,
                              'is_relevant', c.is_relevant, 'iteration', c.iteration, 'relevance_score', c.relevance_score,
                              'keyword_score', c.keyword_score, 'authors', c.authors, 'year', c.year, 'journal', c.journal, 'doi', c.doi)
    into v_written;
  return query select v_owner, 'ok'::text, v_written;
end $$;`;

/**
 * A label click as one statement: set_citation_label locks the project row, checks the click's rules and
 * writes it, inside the statement's own transaction. It had been four round trips (BEGIN, the lock, the
 * checked write, COMMIT), and under load each round trip cost the app's one thread more than the work.
 * A VOLATILE PL/pgSQL function takes a fresh snapshot for each statement in it, so the counts read after
 * the lock include labels committed by whoever held the lock before (the cap holds across instances).
 */
export class Migration20261124090000_label_function extends Migration {
  override name = 'Migration20261124090000_label_function';

  override up(): void | Promise<void> {
    this.addSql(labelFunctionSql(false));
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists set_citation_label(integer, integer, boolean, integer, boolean, integer);`);
  }
}
