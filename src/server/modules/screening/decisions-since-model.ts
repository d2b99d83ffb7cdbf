import { sql, type RawBuilder } from 'kysely';

/**
 * How many decisions (label changes) the project's latest model has not seen, as an SQL expression: those
 * after its watermark (last_event_id), or after its training for a model trained before decisions were
 * kept; every decision when there is no model. `projectId` is an SQL expression (e.g. `p.id`).
 * A reviewer's own decision under blind dual screening (a vote) is not one: the model learns from the
 * records' decisions only (activeTokenPages), so a vote neither asks for a retrain nor shows as news to anyone.
 */
export const decisionsSinceModel = (projectId: RawBuilder<unknown>) => sql<number>`(
  with latest as (select created_at, last_event_id from training_run where project_id = ${projectId} order by id desc limit 1)
  select count(*)::int from label_event e
   where e.project_id = ${projectId} and not e.vote
     and e.id > coalesce((select last_event_id from latest), 0)
     and e.created_at > coalesce((select created_at from latest where last_event_id is null), '-infinity'))`;
