import { QuestionCircleOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Result, Skeleton, Tag } from 'antd';
import { useEffect, useId, useRef } from 'react';
import { screeningMessages as text } from '../../../../../../shared/screening.messages.ts';
import type { useScreeningSession } from './use-screening-session.ts';
import { apiErrorMessage } from '../../../../../lib/api-errors.ts';
import type { ScreeningAction } from './screening-keys.ts';
import { CitationHighlight } from '../../../../../components/CitationHighlight.tsx';
import { CitationSource } from '../../../../../components/CitationSource.tsx';
import { ReviewFields } from '../../../../../components/ReviewFields.tsx';
import { ButtonLink } from '../../../../../components/ButtonLink.tsx';
import { HEADER_HEIGHT } from '../../../../../theme.ts';
import { focusLost } from '../../../../../lib/focus-lost.ts';
import { useSingleKeyShortcuts } from '../../../../../lib/single-key-shortcuts.ts';

type Session = ReturnType<typeof useScreeningSession>;

interface ButtonsProps {
  session: Session;
  onAction: (action: ScreeningAction) => void;
  onShowShortcuts: () => void;
}

interface RecordProps extends ButtonsProps {
  projectId: number;
  /** The exclusion reason to give with Irrelevant, held by the view. */
  pendingReason: { value: string | undefined; onChange: (reason: string | undefined) => void };
}

const BUTTONS: Array<{ action: ScreeningAction; label: string; key: string; type?: 'primary'; danger?: boolean }> = [
  { action: 'relevant', label: 'Relevant', key: 'R', type: 'primary' },
  { action: 'irrelevant', label: 'Irrelevant', key: 'I', danger: true },
  { action: 'maybe', label: 'Maybe', key: 'M' },
  { action: 'undo', label: 'Undo', key: 'U' },
  { action: 'skip', label: 'Skip', key: 'N' },
];

/**
 * The buttons the keys stand for, each with its key. On a phone, upright or sideways, the one set sticks to the foot
 * of the screen while the record scrolls under it (screening.css), so no decision waits behind a long abstract.
 */
function ScreeningButtons({ session, onAction, onShowShortcuts }: ButtonsProps) {
  const none = !session.shown;
  const keysOn = useSingleKeyShortcuts();
  return (
    <div className="screening-buttons" role="group" aria-label="Decision">
      {BUTTONS.map((b) => (
        <Button
          key={b.action}
          size="large"
          type={b.type}
          danger={b.danger}
          aria-keyshortcuts={keysOn ? b.key : undefined}
          disabled={b.action === 'undo' ? session.decisions.length === 0 : none}
          onClick={() => onAction(b.action)}
          className={`screening-${b.action}`}
        >
          {b.label} {keysOn && <kbd className="screening-key">{b.key}</kbd>}
        </Button>
      ))}
      <Button
        type="text"
        icon={<QuestionCircleOutlined aria-hidden />}
        onClick={onShowShortcuts}
        className="screening-shortcuts"
      >
        <span className="screening-shortcuts-text">Keyboard shortcuts</span>
      </Button>
    </div>
  );
}

/** When nothing is shown: loading, a failure, or no unscreened record left (but perhaps skipped or Maybe ones). */
function NothingShown({ session, projectId }: { session: Session; projectId: number }) {
  if (session.failed) {
    return (
      <Result
        status="error"
        title={text.loadFailed}
        subTitle={apiErrorMessage(session.failed)}
        extra={<Button onClick={session.retry}>Try again</Button>}
      />
    );
  }
  if (session.shown === undefined) return <Skeleton active paragraph={{ rows: 7 }} />;
  if (session.skipped.length === 0 && session.maybeLeft > 0)
    return (
      <Empty description={text.noneLeftMaybe(session.maybeLeft)}>
        <ButtonLink
          to="/projects/$id/citations"
          params={{ id: String(projectId) }}
          search={{ decision: 'maybe' }}
          color="primary"
          variant="solid"
        >
          {text.decideMaybe(session.maybeLeft)}
        </ButtonLink>
      </Empty>
    );
  if (session.skipped.length === 0) return <Empty description={text.noneLeft} />;
  return (
    <Empty description={text.noneLeftSkipped(session.skipped.length)}>
      <Button onClick={session.unskip}>Show the skipped records</Button>
    </Empty>
  );
}

/** Scrolls up to the element's top when it is above the view or under the sticky header and counters. */
function revealTop(element: HTMLElement) {
  const bar = document.querySelector('.label-bar');
  const covered = Math.max(HEADER_HEIGHT, bar ? bar.getBoundingClientRect().bottom : 0);
  const top = element.getBoundingClientRect().top;
  if (top < covered) window.scrollBy({ top: top - covered - 8 });
}

/**
 * One record at a time: title, authors, year, journal, DOI and the whole abstract with the keywords marked.
 * A new record takes the focus (unless the user is in a field), so a screen reader reads it out.
 */
export function ScreeningRecord({ projectId, session, onAction, onShowShortcuts, pendingReason }: RecordProps) {
  const titleId = useId();
  const article = useRef<HTMLElement>(null);
  const nothing = useRef<HTMLDivElement>(null);
  const citation = session.shown;
  useEffect(() => {
    const active = document.activeElement;
    const typing = active instanceof HTMLElement && active.closest('input, textarea, select, .ant-modal');
    if (citation && !typing) article.current?.focus({ preventScroll: true });
    // The last record decided: the focus went with it, and goes to what the page now says (none left, the
    // skipped ones to show again), not to the top of the document.
    if (citation === null && focusLost()) nothing.current?.focus({ preventScroll: true });
  }, [citation]);
  // A new record starts at its title: after a decision taken at the foot of a long abstract the page would
  // otherwise stay there, showing the next record's last lines as if nothing had changed.
  useEffect(() => {
    if (citation?.id !== undefined && article.current) revealTop(article.current);
  }, [citation?.id]);

  if (!citation) {
    return (
      <Card className="screening-record">
        <div ref={nothing} tabIndex={-1} className="screening-nothing">
          <NothingShown session={session} projectId={projectId} />
        </div>
        <ScreeningButtons session={session} onAction={onAction} onShowShortcuts={onShowShortcuts} />
      </Card>
    );
  }
  return (
    <Card className="screening-record">
      <article ref={article} tabIndex={-1} aria-labelledby={titleId} className="screening-article">
        <header className="citation-head">
          <h2 id={titleId} className="citation-title">
            <CitationHighlight text={citation.title} marks={citation.keyword_marks?.title} />
          </h2>
          {citation.is_relevant !== null && (
            <Tag color={citation.is_relevant ? 'success' : 'error'} variant="filled">
              {`Was ${citation.is_relevant ? 'relevant' : 'irrelevant'}`}
            </Tag>
          )}
        </header>
        {citation.hiddenByKeywords && <p className="screening-hidden-note">{text.hiddenByKeywords}</p>}
        <CitationSource citation={citation} />
        {citation.abstract.trim() ? (
          <p className="screening-abstract">
            <CitationHighlight text={citation.abstract} marks={citation.keyword_marks?.abstract} />
          </p>
        ) : (
          <p className="screening-abstract is-empty">No abstract</p>
        )}
      </article>
      <ScreeningButtons session={session} onAction={onAction} onShowShortcuts={onShowShortcuts} />
      <ReviewFields
        key={citation.id}
        projectId={projectId}
        citation={citation}
        onSaved={session.reviewed}
        onLeaveNote={() => article.current?.focus({ preventScroll: true })}
        pendingReason={{
          value: pendingReason.value,
          onChange: (reason) => {
            pendingReason.onChange(reason);
            // Back to the record, so R, I and M work again at once.
            article.current?.focus({ preventScroll: true });
          },
        }}
      />
    </Card>
  );
}
