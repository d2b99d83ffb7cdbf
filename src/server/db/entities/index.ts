import { Citation } from './citation.entity.ts';
import { CitationReview } from './citation-review.entity.ts';
import { DuplicateRecord } from './duplicate-record.entity.ts';
import { ImportFile } from './import-file.entity.ts';
import { Keyword } from './keyword.entity.ts';
import { LabelEvent } from './label-event.entity.ts';
import { Project } from './project.entity.ts';
import { ProjectMember } from './project-member.entity.ts';
import { RateLimitHit } from './rate-limit-hit.entity.ts';
import { ScoreBackup } from './score-backup.entity.ts';
import { ScreeningHold } from './screening-hold.entity.ts';
import { Session } from './session.entity.ts';
import { TrainingRun } from './training-run.entity.ts';
import { User } from './user.entity.ts';

export {
  Citation,
  CitationReview,
  DuplicateRecord,
  ImportFile,
  Keyword,
  LabelEvent,
  Project,
  ProjectMember,
  RateLimitHit,
  ScoreBackup,
  ScreeningHold,
  Session,
  TrainingRun,
  User,
};

export const entities = [
  User,
  Session,
  RateLimitHit,
  Project,
  ProjectMember,
  ImportFile,
  Citation,
  Keyword,
  DuplicateRecord,
  TrainingRun,
  LabelEvent,
  CitationReview,
  ScoreBackup,
  ScreeningHold,
];

export type { CitationEntity } from './citation.entity.ts';
export type { ImportFileEntity } from './import-file.entity.ts';
export type { KeywordEntity } from './keyword.entity.ts';
export type { ProjectEntity } from './project.entity.ts';
export type { ProjectMemberEntity } from './project-member.entity.ts';
export type { TrainingRunEntity } from './training-run.entity.ts';
export type { UserEntity } from './user.entity.ts';
