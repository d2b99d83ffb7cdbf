import { LockOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useId } from 'react';
import type { CitationOutput } from '../../../../../../shared/citation.schema.ts';
import { keywordMessages } from '../../../../../../shared/messages.ts';
import { citationElementId } from '../../../../../lib/label-shortcuts.ts';
import { isLocked, labelBlocks, type Label, type LabelCounts } from '../../../../../lib/label-rules.ts';
import { CitationSource } from '../../../../../components/CitationSource.tsx';
import { LabelButtons } from '../../../../../components/LabelButtons.tsx';
import { CitationAbstract } from '../../../../../components/CitationAbstract.tsx';
import { ScoreMeter } from './ScoreMeter.tsx';
import { displayedIteration } from '../../../../../../shared/training.schema.ts';

/** On the results page abstracts collapse after 150 characters. */
const RESULTS_ABSTRACT_CHARS = 150;

interface ResultsCitationProps {
  /** The citation as the viewer sees it (under blind dual screening, with their own decision as its label). */
  citation: CitationOutput;
  /** The record as the server gives it, whose own label the score comes from (a blind decision moves no score). */
  record: CitationOutput;
  counts: LabelCounts;
  /** A continuous project: no locks, no caps, and decisions belong to no iteration. */
  continuous?: boolean;
  waiting: boolean;
  onLabel: (label: Label) => void;
  /** The citation the keyboard shortcuts act on. */
  chosen?: boolean;
  /** The focus came into the card (a click or Tab into it, or j/k). */
  onFocus?: () => void;
  /** The focus left the card, for `to` (null when it went nowhere). */
  onBlur?: (to: EventTarget | null) => void;
}

/** The label and the iteration it was given in; a label used in training is locked. */
function ResultsLabelTag({
  citation,
  counts,
  continuous,
}: {
  citation: CitationOutput;
  counts: LabelCounts;
  continuous: boolean;
}) {
  if (citation.is_relevant === null) return null;
  const locked = isLocked(citation, counts, continuous);
  const label = citation.is_relevant ? 'Relevant' : 'Irrelevant';
  const iteration = continuous ? citation.iteration : (citation.iteration ?? counts.iteration);
  const tag = (
    <Tag
      color={citation.is_relevant ? 'success' : 'error'}
      variant="filled"
      icon={locked ? <LockOutlined aria-hidden /> : undefined}
    >
      {iteration === null ? label : `${label} · iteration ${displayedIteration(iteration)}`}
    </Tag>
  );
  return locked ? <Tooltip title={keywordMessages.locked}>{tag}</Tooltip> : tag;
}

/** One ranked citation: its score, title, source, abstract (cut at 150 characters) and label buttons. */
export function ResultsCitation({
  citation,
  record,
  counts,
  continuous = false,
  waiting,
  onLabel,
  chosen = false,
  onFocus,
  onBlur,
}: ResultsCitationProps) {
  const titleId = useId();
  const state = citation.is_relevant === null ? 'unlabelled' : citation.is_relevant ? 'relevant' : 'irrelevant';
  return (
    <article
      id={citationElementId(citation.id)}
      className={`results-citation is-${state}${chosen ? ' is-chosen' : ''}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-current={chosen ? 'true' : undefined}
      onFocus={onFocus}
      onBlur={(event) => onBlur?.(event.relatedTarget)}
    >
      <ScoreMeter citation={record} />
      <div className="results-citation-body">
        <header className="results-citation-head">
          <h2 id={titleId} className="results-citation-title">
            {citation.title}
          </h2>
          <ResultsLabelTag citation={citation} counts={counts} continuous={continuous} />
        </header>
        <CitationSource citation={citation} className="results-citation-source" />
        <CitationAbstract text={citation.abstract} previewChars={RESULTS_ABSTRACT_CHARS} />
        {/* A label used in training cannot change, so its buttons would all be disabled: the locked tag says it. */}
        {!isLocked(citation, counts, continuous) && (
          <LabelButtons
            citation={citation}
            blocks={labelBlocks(citation, counts, continuous)}
            waiting={waiting}
            onLabel={onLabel}
          />
        )}
      </div>
    </article>
  );
}
