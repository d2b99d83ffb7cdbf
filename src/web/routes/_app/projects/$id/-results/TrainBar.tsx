import { ReloadOutlined } from '@ant-design/icons';
import { Button, Skeleton, Tooltip, Typography } from 'antd';
import { MAX_LABELS_PER_CLASS, MIN_LABELS_PER_CLASS } from '../../../../../../shared/citation.schema.ts';
import { resultsScreenMessages as text } from '../../../../../../shared/results-screen.messages.ts';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { memberMessages } from '../../../../../../shared/member.messages.ts';
import { RoleNote } from '../../../../../components/RoleNote.tsx';
import { useProjectCan } from '../../../../../hooks/use-projects.ts';
import { useTrainingRunning, useTrainModel } from '../../../../../hooks/use-train-model.ts';
import type { LabelCounts } from '../../../../../lib/label-rules.ts';
import { allTrainingsDone, iterationLabel } from '../../../../../lib/results-display.ts';
import { labelRuleProblem, retrainBlock } from '../../../../../lib/results-train.policy.ts';
import { ContinuousCounters } from '../../../../../components/ContinuousCounters.tsx';
import { WaysForward } from '../../../../../components/WaysForward.tsx';
import { LateInReview } from '../../../../../components/LateInReview.tsx';
import { HelpLink } from '../../../../../components/HelpLink.tsx';
import { StickyBar } from '../../../../../components/StickyBar.tsx';

function TrainCounter({ name, value }: { name: 'Relevant' | 'Irrelevant'; value: number }) {
  const state = value > MAX_LABELS_PER_CLASS ? 'over' : value >= MIN_LABELS_PER_CLASS ? 'enough' : 'short';
  return (
    <span className={`train-counter train-counter-${name.toLowerCase()} is-${state}`}>
      {`${name} `}
      <strong>{value}</strong>
      <span className="train-counter-range">{`/${MIN_LABELS_PER_CLASS}–${MAX_LABELS_PER_CLASS}`}</span>
    </span>
  );
}

/**
 * This iteration's labels against the 5-to-10 rule, and Retrain.
 * Retrain is off after ten trainings and while one runs; with the wrong number of labels it stays on
 * and the server's refusal explains, but its tooltip already says what is missing.
 */
interface TrainBarProps {
  project: ProjectOutput;
  counts: LabelCounts | undefined;
  /** The project's unlabelled citations the keywords hide, whatever the tab: said beside the ways forward and "Left". */
  hidden: number;
}

export function TrainBar({ project, counts, hidden }: TrainBarProps) {
  if (project.screening_mode === 'continuous') return <ContinuousCounters projectId={project.id} hidden={hidden} />;
  return <IterationTrainBar project={project} counts={counts} hidden={hidden} />;
}

function IterationTrainBar({ project, counts, hidden }: TrainBarProps) {
  const train = useTrainModel(project.id, { countHeading: text.invalidCitationCount });
  const running = useTrainingRunning(project.id);
  const can = useProjectCan(project.id);
  const block = retrainBlock(project.current_iteration, running);
  const problem = counts && labelRuleProblem(counts);
  const hint = block ?? problem ?? text.readyToRetrain;
  return (
    <>
      <StickyBar className="train-bar" role="group" aria-label="Retrain the model">
        <div className="train-bar-counts">
          <Typography.Text type="secondary" className="train-bar-iteration">
            {`Labels in ${iterationLabel(project.current_iteration).toLowerCase()}`}
          </Typography.Text>
          {allTrainingsDone(project.current_iteration) ? (
            <Typography.Text>{text.allIterationsDone}</Typography.Text>
          ) : counts ? (
            <span role="status" className="train-counter-list">
              <TrainCounter name="Relevant" value={counts.relevant} />
              <TrainCounter name="Irrelevant" value={counts.irrelevant} />
            </span>
          ) : (
            <Skeleton.Input active size="small" />
          )}
          <HelpLink section="training" />
        </div>
        {can('lead') ? (
          <Tooltip title={hint}>
            <Button
              // The main action only once the labels allow it; before that the tooltip says what is missing.
              type={problem ? 'default' : 'primary'}
              icon={<ReloadOutlined aria-hidden />}
              loading={running}
              disabled={block !== undefined}
              onClick={() => train.mutate({ projectId: project.id })}
              className="train-bar-button"
            >
              {running ? 'Training…' : 'Retrain'}
            </Button>
          </Tooltip>
        ) : (
          <RoleNote>{memberMessages.reviewerCannotTrain}</RoleNote>
        )}
      </StickyBar>
      {/* After the tenth training, the ways forward; late in a review, LateInReview says whether to read on. */}
      {allTrainingsDone(project.current_iteration) ? (
        <WaysForward projectId={project.id} hidden={hidden} />
      ) : (
        <LateInReview projectId={project.id} counts={counts} hidden={hidden} />
      )}
    </>
  );
}
