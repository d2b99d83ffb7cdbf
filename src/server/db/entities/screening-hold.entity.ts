import { defineEntity, p } from '@mikro-orm/core';
import { Citation } from './citation.entity.ts';
import { Project } from './project.entity.ts';
import { User } from './user.entity.ts';

/**
 * A record `/next` served a member of a continuous project, and when: the records each member is reading (the
 * one on screen and the one fetched ahead), which `/next` serves no colleague for a few minutes, so people
 * screening a project at the same time read different records (screening/next-citation.sql.ts). The last three
 * served per member and project; older ones are let go as new ones are served.
 */
export const ScreeningHold = defineEntity({
  name: 'ScreeningHold',
  tableName: 'screening_hold',
  properties: {
    project: () => p.manyToOne(Project).primary().deleteRule('cascade'),
    user: () => p.manyToOne(User).primary().deleteRule('cascade'),
    citation: () => p.manyToOne(Citation).primary().deleteRule('cascade').index(),
    served_at: p.datetime().defaultRaw('now()'),
  },
});
