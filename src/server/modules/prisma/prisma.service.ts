import type { EntityManager } from '@mikro-orm/postgresql';
import { prismaMessages, type PrismaNumbers } from '../../../shared/prisma.schema.ts';
import { allTrainingsDone } from '../../../shared/training.schema.ts';
import type { ImportFileEntity, ProjectEntity, UserEntity } from '../../db/entities/index.ts';
import { importFilesOf } from '../citations/imported-files.service.ts';
import { requireProjectAccess } from '../projects/project-access.ts';
import { citationCounts } from '../projects/project-view.ts';
import { DEFAULT_CONFIDENCE, DEFAULT_TARGET_RECALL } from '../../../shared/screening.schema.ts';
import { decisionsSince } from '../screening/decision-history.ts';
import type { FinishSummary } from '../screening/finish.service.ts';
import { projectStopping } from '../screening/stopping.service.ts';
import { unlabelledParts } from '../citations/citation-counts.sql.ts';
import { stillToFindSummary } from '../training/still-to-find.service.ts';
import { excludedPerReason } from './prisma.sql.ts';

/** What "Finish screening" recorded (finish.service.ts), if the project was finished. */
const finishRecord = (project: ProjectEntity) =>
  project.finished_at && project.finish_summary ? (project.finish_summary as FinishSummary) : null;

/**
 * Screening has ended and the records not screened are those then: the project was finished and no record was
 * decided or undecided since, its last training is done (iteration mode), or nothing is left to screen.
 */
const screeningStopped = (project: ProjectEntity, notScreened: number) =>
  notScreened === 0 ||
  (project.screening_mode === 'iterations' && allTrainingsDone(project.current_iteration)) ||
  (project.finished_at != null && (finishRecord(project)?.remaining ?? notScreened) === notScreened);

/**
 * Why the records not screened were left, in the words the project's own screens use: nothing left; once finished,
 * the stopping test "Finish screening" recorded then (at the settings chosen); in continuous mode the stopping test at
 * its default 95 % recall and 95 % confidence (the screening view's panel); in iteration mode no model yet, or "Still
 * to find" after the latest training (the results page).
 */
async function stoppingStatement(em: EntityManager, project: ProjectEntity, notScreened: number): Promise<string> {
  if (notScreened === 0) return prismaMessages.allScreened;
  const finish = finishRecord(project);
  if (finish) {
    const day = project.finished_at!.toISOString().slice(0, 10);
    return finish.remaining === notScreened
      ? prismaMessages.finishedTest(day, finish.statement)
      : prismaMessages.finishedWith(day, finish.remaining, finish.statement);
  }
  if (project.screening_mode === 'continuous') {
    const test = await projectStopping(em, project.id, {
      target_recall: DEFAULT_TARGET_RECALL,
      confidence: DEFAULT_CONFIDENCE,
    });
    return prismaMessages.stoppingTest(test.statement);
  }
  if (project.current_iteration === 0) return prismaMessages.noModel;
  return prismaMessages.estimate(
    project.current_iteration,
    await stillToFindSummary(em, project.id, project.current_iteration),
  );
}

/** What changed after "Finish screening": changes in the decision history, and the records set aside as Maybe. */
async function sinceFinished(
  em: EntityManager,
  project: ProjectEntity,
  files: ImportFileEntity[],
): Promise<string | null> {
  const finish = finishRecord(project);
  if (!finish) return null;
  const changes = await decisionsSince(em, project.id, project.finished_at!);
  const { maybe } = await unlabelledParts(em, project.id);
  const imported = files.filter((f) => f.created_at > project.finished_at!).reduce((sum, f) => sum + f.records, 0);
  // A finish recorded before Maybe existed has no Maybe count: nothing is said of it.
  return prismaMessages.sinceFinished(changes, { then: finish.maybe ?? maybe, now: maybe }, imported);
}

/**
 * The excluded records per reason. A record counts once: under the reason of the reviewer who set one last
 * (a reason exists only while the record is excluded), so the reasons add up to the records excluded.
 */
async function excludedByReason(em: EntityManager, projectId: number, excluded: number) {
  const rows = await excludedPerReason(em, projectId);
  return { excluded_reasons: rows, excluded_without_reason: excluded - rows.reduce((sum, r) => sum + r.records, 0) };
}

/** The PRISMA 2020 numbers of the project's screening, as they are now (any member may see them). */
export async function prismaNumbersOf(em: EntityManager, project: ProjectEntity): Promise<PrismaNumbers> {
  const files = await importFilesOf(em, project.id);
  const counts = (await citationCounts(em, [project.id])).get(project.id) ?? {
    total: 0,
    active: 0,
    relevant: 0,
    irrelevant: 0,
  };
  const sources = files.map((f) => ({ name: f.name, format: f.format, records: f.records, skipped: f.skipped }));
  // Citations stored by a way that records no file still count, as from a source not recorded.
  const unrecorded = counts.total - sources.reduce((sum, s) => sum + s.records, 0);
  if (unrecorded > 0)
    sources.push({ name: prismaMessages.unrecordedSource, format: 'unknown', records: unrecorded, skipped: 0 });
  const screened = counts.relevant + counts.irrelevant;
  // Records a file held without a title were identified by the search and removed before screening.
  const withoutTitle = sources.reduce((sum, s) => sum + s.skipped, 0);
  return {
    project: project.name,
    sources,
    identified: counts.total + withoutTitle,
    without_title: withoutTitle,
    duplicates_removed: counts.total - counts.active,
    screenable: counts.active,
    screened,
    excluded: counts.irrelevant,
    ...(await excludedByReason(em, project.id, counts.irrelevant)),
    included: counts.relevant,
    not_screened: counts.active - screened,
    screening_stopped: screeningStopped(project, counts.active - screened),
    stopping_statement: await stoppingStatement(em, project, counts.active - screened),
    since_finished: await sinceFinished(em, project, files),
  };
}

export async function prismaNumbers(em: EntityManager, actor: UserEntity, projectId: number): Promise<PrismaNumbers> {
  return prismaNumbersOf(em, await requireProjectAccess(em, actor, projectId, 'reviewer'));
}
