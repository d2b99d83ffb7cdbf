import { MAX_LABELS_PER_CLASS } from './citation.schema.ts';
import { allTrainingsDone } from './training.schema.ts';

/**
 * Why a label click is refused. The database function set_citation_label
 * (prisma-free-migrations/Migration20261125193717_continuous_screening.ts) applies these rules under the
 * project's lock, the web app applies them to its buttons and keys before asking; the contract test
 * (tests/integration/label-rules.test.ts) runs every case of this function through the database function.
 */
export type LabelRefusal = 'duplicate' | 'finished' | 'locked' | 'maximum';

export interface LabelClick {
  /** A continuous project: no iterations, no caps, no locks. */
  continuous: boolean;
  /** The project's current_iteration (0 before the first training). */
  currentIteration: number;
  /** The citation's label, the iteration it was given in, and whether it is a removed duplicate. */
  citation: { is_relevant: boolean | null; iteration: number | null; duplicate?: boolean };
  /** What the click asks for: relevant, irrelevant or no label. */
  label: boolean | null;
  /** Labels of the asked-for class already given in the current iteration. */
  classCount: number;
}

/** A label an earlier iteration trained on stays as it is (iteration projects only). */
export const labelIsLocked = (citation: LabelClick['citation'], currentIteration: number) =>
  citation.is_relevant !== null && citation.iteration !== null && citation.iteration < currentIteration;

/** The rule a click breaks, first of: removed duplicate, all trainings done, locked, class full; undefined when it is taken. */
export function labelRefusal(click: LabelClick): LabelRefusal | undefined {
  if (click.citation.duplicate) return 'duplicate';
  if (click.continuous) return undefined;
  if (allTrainingsDone(click.currentIteration)) return 'finished';
  if (labelIsLocked(click.citation, click.currentIteration)) return 'locked';
  if (click.label !== null && click.citation.is_relevant !== click.label && click.classCount >= MAX_LABELS_PER_CLASS)
    return 'maximum';
  return undefined;
}
