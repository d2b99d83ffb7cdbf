import { Citation } from './citation.entity.ts';
import { DuplicateRecord } from './duplicate-record.entity.ts';
import { Keyword } from './keyword.entity.ts';
import { Project } from './project.entity.ts';
import { RateLimitHit } from './rate-limit-hit.entity.ts';
import { Session } from './session.entity.ts';
import { TrainingRun } from './training-run.entity.ts';
import { User } from './user.entity.ts';

export { Citation, DuplicateRecord, Keyword, Project, RateLimitHit, Session, TrainingRun, User };

export const entities = [User, Session, RateLimitHit, Project, Citation, Keyword, DuplicateRecord, TrainingRun];

export type { CitationEntity } from './citation.entity.ts';
export type { KeywordEntity } from './keyword.entity.ts';
export type { ProjectEntity } from './project.entity.ts';
export type { TrainingRunEntity } from './training-run.entity.ts';
export type { UserEntity } from './user.entity.ts';
