import { LockOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useId } from 'react';
import type { CitationOutput } from '../../../shared/citation.schema.ts';
import { keywordMessages } from '../../../shared/messages.ts';
import { citationSource } from '../../lib/citation-text.ts';
import { isLocked, labelBlocks, type Label, type LabelCounts } from '../../lib/label-rules.ts';
import { LabelButtons } from './LabelButtons.tsx';
import { ResultsAbstract } from './ResultsAbstract.tsx';
import { ScoreMeter } from './ScoreMeter.tsx';
import { displayedIteration } from '../../../shared/training.schema.ts';

interface ResultsCitationProps {
  citation: CitationOutput;
  counts: LabelCounts;
  waiting: boolean;
  onLabel: (label: Label) => void;
}

/** The label and the iteration it was given in; a label used in training is locked (spec section 4). */
function ResultsLabelTag({ citation, counts }: { citation: CitationOutput; counts: LabelCounts }) {
  if (citation.is_relevant === null) return null;
  const locked = isLocked(citation, counts);
  const tag = (
    <Tag color={citation.is_relevant ? 'success' : 'error'} variant="filled" icon={locked ? <LockOutlined aria-hidden /> : undefined}>
      {`${citation.is_relevant ? 'Relevant' : 'Irrelevant'} · iteration ${displayedIteration(citation.iteration ?? counts.iteration)}`}
    </Tag>
  );
  return locked ? <Tooltip title={keywordMessages.locked}>{tag}</Tooltip> : tag;
}

/** One ranked citation: its score, title, source, abstract (cut at 150 characters) and label buttons. */
export function ResultsCitation({ citation, counts, waiting, onLabel }: ResultsCitationProps) {
  const titleId = useId();
  const source = citationSource(citation);
  const state = citation.is_relevant === null ? 'unlabelled' : citation.is_relevant ? 'relevant' : 'irrelevant';
  return (
    <article className={`results-citation is-${state}`} aria-labelledby={titleId}>
      <ScoreMeter citation={citation} />
      <div className="results-citation-body">
        <header className="results-citation-head">
          <h3 id={titleId} className="results-citation-title">
            {citation.title}
          </h3>
          <ResultsLabelTag citation={citation} counts={counts} />
        </header>
        {(source || citation.doi) && (
          <p className="results-citation-source">
            {source && <span>{source}</span>}
            {citation.doi && (
              <a href={`https://doi.org/${citation.doi}`} target="_blank" rel="noreferrer">
                {`doi:${citation.doi}`}
              </a>
            )}
          </p>
        )}
        <ResultsAbstract text={citation.abstract} />
        {/* A label used in training cannot change, so its buttons would all be disabled: the locked tag says it. */}
        {!isLocked(citation, counts) && <LabelButtons citation={citation} blocks={labelBlocks(citation, counts)} waiting={waiting} onLabel={onLabel} />}
      </div>
    </article>
  );
}
