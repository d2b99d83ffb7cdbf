import { Migration } from '@mikro-orm/migrations';

/**
 * The blind decisions of the pairs already complete, read from the history (label_event): for each record, the
 * vote after which two reviewers first had a decision, and each one's decision then. The history is trusted
 * where replaying its votes gives the decisions stored now; elsewhere (a clearing under one screener per record
 * took decisions without a vote, or an account deleted since left votes without a user) a record with two
 * decisions or more takes its first two as they are, as the agreement read them before. The votes cast after the
 * pair was complete by one of it (or by anyone on a record then complete), and the changes of the record's label
 * they brought about, are marked as given after the decisions were shown.
 */
export const BLIND_DECISIONS_FROM_HISTORY = `
  with steps as (
    select e.id, e.citation_id, e.user_id, e.created_at,
           (select count(*) from (select distinct on (w.user_id) w.to_label from label_event w
                                   where w.citation_id = e.citation_id and w.vote and w.id <= e.id
                                   order by w.user_id, w.id desc) s where s.to_label is not null) as decided
      from label_event e where e.vote),
  replayed as (
    select distinct on (e.citation_id, e.user_id) e.citation_id, e.user_id, e.to_label
      from label_event e where e.vote order by e.citation_id, e.user_id, e.id desc),
  mismatch as (
    select coalesce(f.citation_id, r.citation_id) as citation_id
      from (select * from replayed where to_label is not null) f
      full join (select citation_id, user_id, decision from citation_review where decision is not null) r
        on r.citation_id = f.citation_id and r.user_id = f.user_id and r.decision = f.to_label
     where f.citation_id is null or r.citation_id is null),
  pairing as (
    select distinct on (citation_id) citation_id, id from steps
     where decided >= 2 and citation_id not in (select citation_id from mismatch)
     order by citation_id, id),
  blind as (
    select distinct on (e.citation_id, e.user_id) e.citation_id, e.user_id, e.to_label, e.created_at
      from label_event e join pairing p on p.citation_id = e.citation_id and e.id <= p.id
     where e.vote order by e.citation_id, e.user_id, e.id desc),
  shown as (
    select s.id, s.citation_id, s.user_id, s.created_at from steps s join pairing p on p.citation_id = s.citation_id
     where s.id > p.id
       and (s.user_id in (select b.user_id from blind b where b.citation_id = s.citation_id and b.to_label is not null)
            or (select b.decided from steps b where b.citation_id = s.citation_id and b.id < s.id order by b.id desc limit 1) >= 2)),
  first_two as (
    select id from (select r.id, row_number() over (partition by r.citation_id order by r.decided_at, r.id) as n,
                           count(*) over (partition by r.citation_id) as k
                      from citation_review r
                     where r.decision is not null and r.citation_id in (select citation_id from mismatch)) x
     where n <= 2 and k >= 2),
  kept as (
    update citation_review r set blind_decision = coalesce(b.to_label, r.decision),
                                 blind_decided_at = coalesce(b.created_at, r.decided_at)
      from (select r2.id, b2.to_label, b2.created_at from citation_review r2
              join blind b2 on b2.citation_id = r2.citation_id and b2.user_id = r2.user_id and b2.to_label is not null
            union all
            select f.id, null::boolean, null::timestamptz from first_two f) b
     where r.id = b.id returning 1)
  update label_event e set after_shown = true
   where e.id in (select id from shown)
      or (not e.vote and not e.resolution
          and exists (select 1 from shown s where s.citation_id = e.citation_id and s.user_id = e.user_id
                                              and s.created_at = e.created_at))`;

/** Blind dual screening's blind decisions (citation_review) and the mark of decisions given after seeing them (label_event). */
export class Migration20261207004511_blind_decisions extends Migration {
  override name = 'Migration20261207004511_blind_decisions';

  override up(): void | Promise<void> {
    this.addSql(`alter table "label_event" add "after_shown" boolean not null default false;`);
    this.addSql(
      `alter table "citation_review" add "blind_decision" boolean null, add "blind_decided_at" timestamptz null;`,
    );
    this.addSql(BLIND_DECISIONS_FROM_HISTORY);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "citation_review" drop column "blind_decision", drop column "blind_decided_at";`);
    this.addSql(`alter table "label_event" drop column "after_shown";`);
  }
}
