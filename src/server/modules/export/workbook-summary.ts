import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_CONFIDENCE, DEFAULT_TARGET_RECALL } from '../../../shared/screening.schema.ts';
import { percent } from '../../../shared/screening.messages.ts';
import { dualMessages } from '../../../shared/dual.messages.ts';
import { allTrainingsDone, displayedIteration, MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import { TrainingRun, type ProjectEntity, type UserEntity } from '../../db/entities/index.ts';
import { projectAgreement } from '../dual-screening/conflicts.service.ts';
import { citationCounts } from '../projects/project-view.ts';
import { prismaNumbersOf } from '../prisma/prisma.service.ts';
import { unlabelledParts } from '../citations/citation-counts.sql.ts';
import { decisionPages, visibleDecisionCount } from '../screening/decision-history.ts';
import { viewerOf } from '../reviews/review-visibility.ts';
import type { FinishSummary } from '../screening/finish.service.ts';
import { screeningProgress } from '../screening/screening-progress.ts';
import { projectStopping } from '../screening/stopping.service.ts';
import type { WorkbookSummary } from './results-workbook.ts';

const testName = (targetRecall: number, confidence: number) =>
  `${percent(targetRecall)} % recall, ${percent(confidence)} % confidence`;

/**
 * The Summary sheet's counts, as the pages count them (screeningProgress, unlabelledParts): the unlabelled
 * records with those set aside as Maybe (continuous mode only has Maybe) and those the keywords hide among
 * them, the records that carry a decision now, and every change of a decision recorded: undos and changes
 * of mind are changes too, so the two differ.
 */
async function countLines(em: EntityManager, actor: UserEntity, project: ProjectEntity, continuous: boolean) {
  const counts = (await citationCounts(em, [project.id])).get(project.id);
  const { maybe, hidden } = await unlabelledParts(em, project.id);
  const progress = screeningProgress({
    total: counts?.active ?? 0,
    relevant: counts?.relevant ?? 0,
    irrelevant: counts?.irrelevant ?? 0,
    maybe,
  });
  const lines: Array<[string, unknown]> = [
    ['Citations', progress.total],
    ['Labeled relevant', progress.relevant],
    ['Labeled irrelevant', progress.irrelevant],
    [`Unlabeled (including ${continuous ? 'Maybe and ' : ''}those hidden by keywords)`, progress.remaining],
    ...(continuous ? [['Set aside as Maybe (unlabeled)', progress.maybe] as [string, unknown]] : []),
    ['Hidden by keywords (unlabeled)', hidden],
    ['Removed duplicates', (counts?.total ?? 0) - progress.total],
    ['Records with a decision now (relevant or irrelevant)', progress.screened],
    [
      'Changes recorded (each change of a decision, undos included)',
      await visibleDecisionCount(em, project.id, viewerOf(actor, project)),
    ],
  ];
  return lines;
}

/**
 * Blind dual screening's figures, as GET /api/projects/{id}/agreement gives them, for a project that has or
 * had two screeners per record (its reviewers' own decisions or resolved conflicts are kept): none otherwise. The
 * agreement and the kappa are those of the blind decisions; the changes made after seeing them are counted apart.
 */
async function dualLines(em: EntityManager, actor: UserEntity, project: ProjectEntity) {
  const a = await projectAgreement(em, actor, project.id);
  if (project.screeners_per_record < 2 && a.reviewers.length === 0 && a.resolved_conflicts === 0) return [];
  const lines: Array<[string, unknown]> = [
    ['Screeners per record', a.screeners_per_record === 2 ? 'Two, blind' : 'One (two, blind, before)'],
    ['Records decided by two screeners (pairs)', a.pairs],
    [
      'Agreement (share of pairs that agree)',
      a.agreement === null ? 'No pair yet' : `${percent(a.agreement)} % (${a.agreed} of ${a.pairs} pairs)`,
    ],
    [dualMessages.kappaName(a.kappa_method), a.kappa === null ? 'Not defined yet' : Number(a.kappa.toFixed(3))],
    ['Pairs changed after seeing the other decision', a.changed_after_shown],
    ["Conflicts settled by a reviewer's change after the decisions were shown", a.settled_by_change],
    ['Awaiting a second screener', a.awaiting_second],
    ['Conflicts open', a.open_conflicts],
    ['Conflicts resolved (by a lead or the owner)', a.resolved_conflicts],
  ];
  return lines;
}

const continuousMode = (iterationTrainings: number) =>
  iterationTrainings === 0
    ? 'Continuous'
    : `Continuous (switched from iterations after ${iterationTrainings} training${iterationTrainings === 1 ? '' : 's'})`;

/**
 * The Summary sheet of the export, and the decision history the workbook gives a sheet of its own. Both modes: the
 * model and the counts (countLines). Iteration mode: the iteration as people read it. Continuous mode: the stopping
 * test now (at the target recall and confidence chosen when screening was finished, else 95 % / 95 %), whether and
 * when screening was finished and what the test said then, and, with two screeners per record, the agreement
 * (dualLines).
 */
export async function workbookSummary(
  em: EntityManager,
  actor: UserEntity,
  project: ProjectEntity,
): Promise<WorkbookSummary> {
  const latest = await em.findOne(TrainingRun, { project: project.id }, { orderBy: { id: 'desc' } });
  const continuous = project.screening_mode === 'continuous';
  const model = !latest
    ? 'No model trained yet'
    : latest.mode === 'continuous'
      ? `${latest.model_name} (retrained in the background, ${latest.training_size} labels, trained ${latest.created_at.toISOString()})`
      : `${latest.model_name} (training ${latest.iteration} of ${MAX_ITERATIONS}, ${latest.training_size} labels)`;
  // A project switched over keeps its iterations' trainings (a continuous retrain replaces only its own).
  const iterationTrainings = continuous ? await em.count(TrainingRun, { project: project.id, mode: 'iterations' }) : 0;
  const lines: Array<[string, unknown]> = [
    ['Screening mode', continuous ? continuousMode(iterationTrainings) : 'Iterations'],
    ...(continuous
      ? []
      : [
          [
            'Iteration',
            `${displayedIteration(project.current_iteration)}/${MAX_ITERATIONS}${allTrainingsDone(project.current_iteration) ? ' (all trainings done)' : ''}`,
          ] as [string, unknown],
        ]),
    ['Model', model],
    ...(await countLines(em, actor, project, continuous)),
  ];
  const prisma = await prismaNumbersOf(em, project);
  const decisions = decisionPages(em, project.id, viewerOf(actor, project));
  if (!continuous) return { project: project.name, lines, dual: false, decisions, prisma };
  const dual = await dualLines(em, actor, project);
  lines.push(...dual);
  const finished = project.finish_summary as FinishSummary | null | undefined;
  const options = {
    target_recall: finished?.target_recall ?? DEFAULT_TARGET_RECALL,
    confidence: finished?.confidence ?? DEFAULT_CONFIDENCE,
  };
  const now = await projectStopping(em, project.id, options);
  lines.push(
    [`Stopping test (${testName(options.target_recall, options.confidence)})`, now.statement],
    // Three significant digits, as a number: enough to compare with 1 − confidence, without float noise.
    ['Stopping test p-value', now.p_value === null ? 'none' : Number(now.p_value.toPrecision(3))],
    ['Irrelevant in a row', now.irrelevant_in_a_row],
    ['Screening finished', project.finished_at ? project.finished_at.toISOString() : 'Not finished'],
  );
  if (finished)
    lines.push([
      'Stopping test when finished',
      `${finished.statement} (${finished.screened} screened, ${finished.relevant_found} relevant found)`,
    ]);
  return {
    project: project.name,
    lines,
    dual: dual.length > 0,
    decisions,
    prisma,
  };
}
