import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { allTrainingsDone } from '../../../../../../shared/training.schema.ts';

/**
 * Where a project stands, as the overview's status card and workflow show it. A
 * continuous project has no iterations: it is under way, with results, from its first decision.
 * Keywords are selected when they were saved (keywords_selected) or, as the spec has it for iteration
 * projects, once an iteration is past; a continuous project's iteration stays 0 and a decision there is
 * no choice of keywords, so there only keywords_selected counts.
 */
export function projectStatus(project: ProjectOutput) {
  const continuous = project.screening_mode === 'continuous';
  const decided = project.relevant_count + project.irrelevant_count > 0;
  const trained = continuous ? decided : project.current_iteration > 0;
  return {
    duplicatesRemoved: project.duplicatesRemoved,
    keywordsSelected: project.keywords_selected || (!continuous && project.current_iteration > 0),
    labelingStarted: trained,
    resultsAvailable: trained,
  };
}

/** The workflow step to do next: 0 duplicates, 1 keywords, 2 labeling, 3 results. */
export function currentStep(project: ProjectOutput): number {
  const status = projectStatus(project);
  if (status.resultsAvailable) return 3;
  if (status.keywordsSelected) return 2;
  if (status.duplicatesRemoved) return 1;
  return 0;
}

/** Whether labelling goes on: not yet finished (continuous) or fewer than ten trainings (iterations). */
export const labellingUnderWay = (project: ProjectOutput) =>
  project.screening_mode === 'continuous' ? project.finished_at === null : !allTrainingsDone(project.current_iteration);
