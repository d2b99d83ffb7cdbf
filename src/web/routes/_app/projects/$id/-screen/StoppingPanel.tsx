import { Alert, Card, InputNumber, Skeleton, Statistic } from 'antd';
import { useEffect, useState } from 'react';
import type { ProjectOutput } from '../../../../../../shared/project.schema.ts';
import { nothingToFinish, type StoppingQuery } from '../../../../../../shared/screening.schema.ts';
import { storedStoppingSettings, storeStoppingSettings } from '../../../../../lib/stopping-settings.storage.ts';
import { useStopping } from '../../../../../hooks/use-screening.ts';
import { fromPercent, pValueText, toPercent } from '../../../../../lib/screening-display.ts';
import { FinishScreening } from './FinishScreening.tsx';
import { FoundCurve } from './FoundCurve.tsx';
import { HelpLink } from '../../../../../components/HelpLink.tsx';
import { cardHeading } from '../../../../../components/card-heading.tsx';

/** How long typing in a percentage pauses before the test is asked again. */
const SETTLE_MS = 400;

function PercentField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (share: number) => void;
}) {
  return (
    <label className="stopping-field">
      <span>{label}</span>
      <InputNumber
        value={toPercent(value)}
        min={min}
        max={max}
        step={1}
        precision={1}
        suffix="%"
        onChange={(percent) => percent !== null && percent >= min && percent <= max && onChange(fromPercent(percent))}
      />
    </label>
  );
}

/** The test's settings: the target recall and the confidence, 95 % each until the user changes them (kept per project in this browser). */
function useTestSettings(projectId: number) {
  const [settings, setSettings] = useState<StoppingQuery>(() => storedStoppingSettings(projectId));
  const [asked, setAsked] = useState(settings);
  useEffect(() => {
    const timer = setTimeout(() => setAsked(settings), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [settings]);
  const change = (patch: Partial<StoppingQuery>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    storeStoppingSettings(projectId, next);
  };
  return { settings, asked, change };
}

/**
 * "Can I stop?": records screened, relevant found, the found-vs-screened curve, irrelevant in a row and
 * the hypergeometric stopping test (Callaghan & Müller-Hansen 2020) at the user's target recall and
 * confidence, in plain words; and "Finish screening".
 */
export function StoppingPanel({ project }: { project: ProjectOutput }) {
  const test = useTestSettings(project.id);
  const { data } = useStopping(project.id, test.asked);
  return (
    <Card title={cardHeading('Can I stop?')} extra={<HelpLink section="stopping-test" />} className="stopping-panel">
      {!data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <div className="stopping-stats">
            <Statistic title="Screened" value={data.screened} suffix={`of ${data.total.toLocaleString('en-US')}`} />
            <Statistic title="Relevant found" value={data.relevant_found} />
            <Statistic title="Irrelevant in a row" value={data.irrelevant_in_a_row} />
          </div>
          <FoundCurve curve={data.curve} />
        </>
      )}
      <fieldset className="stopping-settings">
        <legend>Stopping test</legend>
        <PercentField
          label="Target recall"
          value={test.settings.target_recall}
          min={50}
          max={100}
          onChange={(target_recall) => test.change({ target_recall })}
        />
        <PercentField
          label="Confidence"
          value={test.settings.confidence}
          min={50}
          max={99.9}
          onChange={(confidence) => test.change({ confidence })}
        />
      </fieldset>
      {data && (
        <Alert
          className="stopping-statement"
          type={data.can_stop ? 'success' : 'info'}
          // Said when the answer changes, not each time its p-value moves with a decision.
          title={<span aria-live="polite">{data.statement}</span>}
          description={data.p_value === null ? undefined : pValueText(data.p_value, test.asked.confidence)}
          role="group"
          aria-label="Stopping test result"
        />
      )}
      <p className="stopping-note">
        The hypergeometric test of Callaghan &amp; Müller-Hansen (2020) treats the last records screened as a random
        sample of those that were left. With the model putting likely relevant records first, that makes it cautious.
      </p>
      <FinishScreening
        project={project}
        settings={test.asked}
        statement={data?.statement}
        nothingScreened={data !== undefined && nothingToFinish(data)}
      />
    </Card>
  );
}
