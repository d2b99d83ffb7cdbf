import type { EntityManager } from '@mikro-orm/postgresql';
import { sql } from 'kysely';
import { pagesById, reviewerName } from '../../db/sql.ts';
import { visibleReview, type Viewer } from '../reviews/review-visibility.ts';

/** One reviewer's notes on one record, for the export's Notes sheet. */
export interface ReviewRow {
  id: number;
  citation_id: number;
  title: string;
  is_relevant: boolean | null;
  reviewer: string;
  /** Blind dual screening: this reviewer's own decision (null: none given, or a project screened once per record). */
  decision: boolean | null;
  note: string | null;
  tags: string[];
  exclusion_reason: string | null;
  maybe: boolean;
  updated_at: Date | string;
}

/** Every review of the project's records the viewer may see (`visibleReview`), a page at a time in the order written. */
export function reviewRows(em: EntityManager, projectId: number, viewer: Viewer): AsyncGenerator<ReviewRow[]> {
  return pagesById(
    em,
    (after) =>
      sql<ReviewRow>`select r.id, r.citation_id, c.title, c.is_relevant, ${reviewerName('u')} as reviewer,
                            r.decision, r.note, r.tags, r.exclusion_reason, r.maybe, r.updated_at
                       from citation_review r join citation c on c.id = r.citation_id left join app_user u on u.id = r.user_id
                      where r.project_id = ${projectId} and ${visibleReview(viewer.actorId, viewer.blind)} and r.id > ${after}
                      order by r.id limit 1000`,
  );
}
