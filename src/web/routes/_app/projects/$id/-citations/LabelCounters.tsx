import { ExperimentOutlined } from '@ant-design/icons';
import { useNavigate } from '@tanstack/react-router';
import { Button, Tooltip, Typography } from 'antd';
import { MAX_LABELS_PER_CLASS, MIN_LABELS_PER_CLASS } from '../../../../../../shared/citation.schema.ts';
import { labellingScreenMessages as text } from '../../../../../../shared/labelling-screen.messages.ts';
import { allTrainingsDone, displayedIteration } from '../../../../../../shared/training.schema.ts';
import { useTrainingRunning, useTrainModel } from '../../../../../hooks/use-train-model.ts';
import { trainingReady, type LabelCounts } from '../../../../../lib/label-rules.ts';
import { memberMessages } from '../../../../../../shared/member.messages.ts';
import { RoleNote } from '../../../../../components/RoleNote.tsx';
import { useProjectCan } from '../../../../../hooks/use-projects.ts';
import { WaysForward } from '../../../../../components/WaysForward.tsx';
import { LateInReview } from '../../../../../components/LateInReview.tsx';
import { StickyBar } from '../../../../../components/StickyBar.tsx';

const RANGE = `/${MIN_LABELS_PER_CLASS}–${MAX_LABELS_PER_CLASS}`;

function Counter({ name, value }: { name: 'Relevant' | 'Irrelevant'; value: number }) {
  const state = value >= MAX_LABELS_PER_CLASS ? 'full' : value >= MIN_LABELS_PER_CLASS ? 'enough' : 'short';
  return (
    <div className={`label-counter label-counter-${name.toLowerCase()} is-${state}`}>
      <span className="label-counter-name">{name}</span> <strong className="label-counter-value">{value}</strong>
      <span className="label-counter-range">{RANGE}</span>
    </div>
  );
}

/** After the tenth training: nothing left to label for; the results, or continuous screening. */
function TrainingsDone({ projectId, hidden }: { projectId: number; hidden: number }) {
  return (
    <StickyBar className="label-bar label-bar-done">
      <WaysForward projectId={projectId} why={text.allTrainingsDone} hidden={hidden} />
    </StickyBar>
  );
}

/**
 * This iteration's labels against the spec's 5–10 per class, and "Train Model", enabled once both classes
 * are in range; a finished training opens the results. Once the irrelevant class is full with relevant labels
 * short, it says to read on or, where "Still to find" does not hold 5 relevant citations, why the model may not
 * train again and the ways forward, as after the tenth training (LateInReview).
 */
export function LabelCounters({ projectId, counts, hidden }: LabelCountersProps) {
  if (allTrainingsDone(counts.iteration)) return <TrainingsDone projectId={projectId} hidden={hidden} />;
  return <LabelProgress projectId={projectId} counts={counts} hidden={hidden} />;
}

interface LabelCountersProps {
  projectId: number;
  counts: LabelCounts;
  /** Unlabelled citations the keywords hide (the list's count), said beside the ways forward. */
  hidden: number;
}

function LabelProgress({ projectId, counts, hidden }: LabelCountersProps) {
  const ready = trainingReady(counts);
  const status = ready
    ? text.readyToTrain
    : text.needMoreLabels(counts.relevant, counts.irrelevant, MIN_LABELS_PER_CLASS);
  const train = useTrainModel(projectId);
  const running = useTrainingRunning(projectId);
  const navigate = useNavigate();
  const can = useProjectCan(projectId);
  const start = () =>
    train.mutate(
      { projectId },
      { onSuccess: () => void navigate({ to: '/projects/$id/results', params: { id: String(projectId) } }) },
    );
  return (
    <StickyBar className="label-bar">
      <div
        className="label-counters"
        role="group"
        aria-label={`Labels in iteration ${displayedIteration(counts.iteration)}`}
      >
        <Typography.Text
          type="secondary"
          className="label-bar-iteration"
        >{`Iteration ${displayedIteration(counts.iteration)}`}</Typography.Text>
        <div role="status" className="label-counter-list">
          <Counter name="Relevant" value={counts.relevant} />
          <Counter name="Irrelevant" value={counts.irrelevant} />
        </div>
        {can('lead') ? (
          <Tooltip title={status}>
            <Button
              type="primary"
              icon={<ExperimentOutlined aria-hidden />}
              disabled={!ready || running}
              loading={running}
              onClick={start}
              className="label-train"
            >
              Train Model
            </Button>
          </Tooltip>
        ) : (
          <RoleNote>{memberMessages.reviewerCannotTrain}</RoleNote>
        )}
      </div>
      <LateInReview projectId={projectId} counts={counts} hidden={hidden} />
    </StickyBar>
  );
}
