import { SyncOutlined } from '@ant-design/icons';
import { Link } from '@tanstack/react-router';
import { Skeleton } from 'antd';
import type { NextResponse } from '../../../../../../shared/screening.schema.ts';
import { useScreeningStatus } from '../../../../../hooks/use-screening.ts';
import { leftNote, modelStatus } from '../../../../../lib/screening-display.ts';
import { UnsavedDecisions } from './UnsavedDecisions.tsx';
import { useHiddenCount } from './use-hidden-count.ts';
import { StickyBar } from '../../../../../components/StickyBar.tsx';

interface CountProps {
  name: string;
  value: number;
  tone?: 'relevant' | 'irrelevant';
  /** What the count holds, in words after it. */
  note?: string;
}

function Count({ name, value, tone, note }: CountProps) {
  return (
    <div className={`screening-count${tone ? ` is-${tone}` : ''}`}>
      <span className="screening-count-name">{name}</span> <strong>{value.toLocaleString('en-US')}</strong>
      {note && <span className="screening-count-note"> {note}</span>}
    </div>
  );
}

function ModelStatus({ status }: { status: NextResponse }) {
  return (
    <span className="screening-model">
      {status.model_retraining && <SyncOutlined spin aria-hidden />} {modelStatus(status)}
    </span>
  );
}

/**
 * Screened, relevant, irrelevant and left (every record without a label, as the stopping test counts them, with
 * those set aside as Maybe and those the keywords hide among them said), and how current the model is: always in view while
 * screening on a screen from antd's sm breakpoint (576 px) up; on a phone compact and at the top of the page, not
 * sticky, so it never covers the record's buttons (screening.css). With blind dual screening also the user's own
 * decisions, records awaiting a second reviewer and conflicts. Decisions not saved while offline are said here too,
 * where they stay in view however far the page is scrolled.
 */
export function ScreeningCounts({ projectId }: { projectId: number }) {
  const { data: status } = useScreeningStatus(projectId);
  const hidden = useHiddenCount(projectId, status);
  return (
    <StickyBar className="label-bar screening-bar">
      <div className="label-counters" role="group" aria-label="Screening progress">
        {status ? (
          <>
            <div className="screening-count-list">
              <Count name="Screened" value={status.progress.screened} />
              <Count name="Relevant" value={status.progress.relevant} tone="relevant" />
              <Count name="Irrelevant" value={status.progress.irrelevant} tone="irrelevant" />
              <Count name="Left" value={status.progress.remaining} note={leftNote(status.progress.maybe, hidden)} />
              {status.dual && (
                <>
                  <Count name="Decided by you" value={status.dual.decided_by_you} />
                  <Count name="Awaiting a second" value={status.dual.awaiting_second} />
                  <Link
                    to="/projects/$id/conflicts"
                    params={{ id: String(projectId) }}
                    className="screening-count screening-count-link"
                  >
                    <span className="screening-count-name">Conflicts</span>{' '}
                    <strong>{status.dual.open_conflicts.toLocaleString('en-US')}</strong>
                  </Link>
                </>
              )}
            </div>
            <ModelStatus status={status} />
          </>
        ) : (
          <Skeleton.Input active block />
        )}
      </div>
      <UnsavedDecisions />
    </StickyBar>
  );
}
