import { Migration } from '@mikro-orm/migrations';

/**
 * Records a cleared label had left settled: before clearing a label took a record's reviewers' decisions and
 * its resolution with it (unsettleCleared in citation-labels.sql.ts), a record cleared under one screener per
 * record kept its two agreeing decisions or its resolution while unlabelled, and back with two screeners it was
 * neither waiting for a second nor a conflict, so /next never served it. Such a record goes back to unscreened
 * as a clearing does now: its decisions and its resolution cleared (the history keeps them). An open conflict
 * (two decisions that differ, unresolved) is left as it is: a lead decides it.
 */
export const UNSETTLE_STUCK_RECORDS = `
  with stuck as (
    select c.id from citation c join project p on p.id = c.project_id
     where p.screening_mode = 'continuous' and c.duplicate_of is null and c.is_relevant is null
       and (c.resolved_at is not null
            or ((select count(*) from citation_review r where r.citation_id = c.id and r.decision is not null) >= 2
                and not (exists (select 1 from citation_review r where r.citation_id = c.id and r.decision)
                         and exists (select 1 from citation_review r where r.citation_id = c.id and r.decision = false))))),
  votes as (update citation_review set decision = null, decided_at = null, updated_at = now()
             where citation_id in (select id from stuck) and decision is not null returning 1)
  update citation set resolved_at = null where id in (select id from stuck) and resolved_at is not null`;

export class Migration20261202060000_unsettle_stuck_records extends Migration {
  override name = 'Migration20261202060000_unsettle_stuck_records';

  override up(): void | Promise<void> {
    this.addSql(UNSETTLE_STUCK_RECORDS);
  }

  override down(): void | Promise<void> {
    // The cleared decisions are in the history (label_event), not restored: nothing to undo in the schema.
  }
}
