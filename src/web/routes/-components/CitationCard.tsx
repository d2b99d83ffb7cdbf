import { LockOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useId } from 'react';
import type { CitationOutput } from '../../../shared/citation.schema.ts';
import { keywordMessages } from '../../../shared/messages.ts';
import { citationSource } from '../../lib/citation-text.ts';
import { citationElementId } from '../../lib/label-shortcuts.ts';
import { isLocked, type Label, type LabelCounts } from '../../lib/label-rules.ts';
import { CitationAbstract } from './CitationAbstract.tsx';
import { CitationHighlight } from './CitationHighlight.tsx';
import { LabelButtons } from './LabelButtons.tsx';

interface CitationCardProps {
  citation: CitationOutput;
  counts: LabelCounts;
  matcher: RegExp | null;
  /** The citation the keyboard shortcuts act on. */
  chosen: boolean;
  waiting: boolean;
  onChoose: () => void;
  onLabel: (label: Label) => void;
}

/** The label a citation has; one given in an earlier iteration also says which, and that it is locked. */
function LabelTag({ citation, counts }: { citation: CitationOutput; counts: LabelCounts }) {
  if (citation.is_relevant === null) return null;
  const locked = isLocked(citation, counts);
  const tag = (
    <Tag color={citation.is_relevant ? 'success' : 'error'} variant="filled" icon={locked ? <LockOutlined aria-hidden /> : undefined}>
      {citation.is_relevant ? 'Relevant' : 'Irrelevant'}
      {locked && ` · iteration ${(citation.iteration ?? 0) + 1}`}
    </Tag>
  );
  return locked ? <Tooltip title={keywordMessages.locked}>{tag}</Tooltip> : tag;
}

/** One citation: title, source, abstract (keywords marked) and its label buttons. */
export function CitationCard({ citation, counts, matcher, chosen, waiting, onChoose, onLabel }: CitationCardProps) {
  const titleId = useId();
  const source = citationSource(citation);
  const state = citation.is_relevant === null ? 'unlabelled' : citation.is_relevant ? 'relevant' : 'irrelevant';
  return (
    <article
      id={citationElementId(citation.id)}
      className={`citation-card is-${state}${chosen ? ' is-chosen' : ''}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-current={chosen ? 'true' : undefined}
      onFocus={onChoose}
    >
      <header className="citation-head">
        <h3 id={titleId} className="citation-title">
          <CitationHighlight text={citation.title} matcher={matcher} />
        </h3>
        <LabelTag citation={citation} counts={counts} />
      </header>
      {(source || citation.doi) && (
        <p className="citation-source">
          {source}
          {citation.doi && (
            <a href={`https://doi.org/${citation.doi}`} target="_blank" rel="noreferrer">
              {`doi:${citation.doi}`}
            </a>
          )}
        </p>
      )}
      <CitationAbstract text={citation.abstract} matcher={matcher} />
      <LabelButtons citation={citation} counts={counts} waiting={waiting} onLabel={onLabel} />
    </article>
  );
}
