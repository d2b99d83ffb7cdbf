import { LockOutlined } from '@ant-design/icons';
import { Button, Tag, Tooltip } from 'antd';
import { memo, useId } from 'react';
import type { CitationOutput } from '../../../../../../shared/citation.schema.ts';
import { keywordMessages } from '../../../../../../shared/messages.ts';
import { reviewMessages } from '../../../../../../shared/review.messages.ts';
import { citationElementId } from '../../../../../lib/label-shortcuts.ts';
import type { Label } from '../../../../../lib/label-rules.ts';
import { CitationAbstract } from '../../../../../components/CitationAbstract.tsx';
import { CitationHighlight } from '../../../../../components/CitationHighlight.tsx';
import { CitationSource } from '../../../../../components/CitationSource.tsx';
import { LabelButtons } from '../../../../../components/LabelButtons.tsx';
import { ReviewFields } from '../../../../../components/ReviewFields.tsx';
import { displayedIteration } from '../../../../../../shared/training.schema.ts';

/**
 * Every prop is a value or a stable function, so a label given on one card re-renders that card and
 * the ones whose buttons change (a class filling up), not the whole page.
 */
interface CitationCardProps {
  citation: CitationOutput;
  /** Given in an earlier iteration: used in training and cannot change. */
  locked: boolean;
  /** Why each label button is disabled, or undefined (see buttonBlock). */
  relevantBlock: string | undefined;
  irrelevantBlock: string | undefined;
  deselectBlock: string | undefined;
  /** The citation the keyboard shortcuts act on. */
  chosen: boolean;
  waiting: boolean;
  onChoose: (citationId: number) => void;
  /** The focus left the card, for `to` (null: it was lost, as when the card leaves the list). */
  onLeave?: (citationId: number, to: EventTarget | null) => void;
  onLabel: (citation: CitationOutput, label: Label) => void;
  projectId: number;
  /** Continuous screening: a record can be set aside as Maybe (onMaybe). */
  continuous: boolean;
  onMaybe: (citation: CitationOutput, maybe: boolean) => void;
}

/** The label a citation has; one given in an earlier iteration also says which, and that it is locked. */
function LabelTag({ citation, locked }: { citation: CitationOutput; locked: boolean }) {
  if (citation.is_relevant === null)
    return citation.maybe ? (
      <Tag variant="filled" className="maybe-tag">
        {reviewMessages.maybeTag}
      </Tag>
    ) : null;
  const tag = (
    <Tag
      color={citation.is_relevant ? 'success' : 'error'}
      variant="filled"
      icon={locked ? <LockOutlined aria-hidden /> : undefined}
    >
      {citation.is_relevant ? 'Relevant' : 'Irrelevant'}
      {locked && ` · iteration ${displayedIteration(citation.iteration ?? 0)}`}
    </Tag>
  );
  return locked ? <Tooltip title={keywordMessages.locked}>{tag}</Tooltip> : tag;
}

/** One citation: title, source, abstract (keywords marked), its label buttons (and Maybe) and the reviewer's own notes. */
export const CitationCard = memo(function CitationCard({
  citation,
  locked,
  relevantBlock,
  irrelevantBlock,
  deselectBlock,
  chosen,
  waiting,
  onChoose,
  onLeave,
  onLabel,
  projectId,
  continuous,
  onMaybe,
}: CitationCardProps) {
  const titleId = useId();
  const state = citation.is_relevant === null ? 'unlabelled' : citation.is_relevant ? 'relevant' : 'irrelevant';
  return (
    <article
      id={citationElementId(citation.id)}
      className={`citation-card is-${state}${chosen ? ' is-chosen' : ''}`}
      tabIndex={-1}
      aria-labelledby={titleId}
      aria-current={chosen ? 'true' : undefined}
      onFocus={() => onChoose(citation.id)}
      onBlur={(event) => onLeave?.(citation.id, event.relatedTarget)}
    >
      <header className="citation-head">
        <h2 id={titleId} className="citation-title">
          <CitationHighlight text={citation.title} marks={citation.keyword_marks?.title} />
        </h2>
        <LabelTag citation={citation} locked={locked} />
      </header>
      <CitationSource citation={citation} />
      <CitationAbstract text={citation.abstract} marks={citation.keyword_marks?.abstract} />
      <LabelButtons
        citation={citation}
        blocks={{
          relevant: relevantBlock,
          irrelevant: irrelevantBlock,
          deselect: deselectBlock,
        }}
        waiting={waiting}
        onLabel={(label) => onLabel(citation, label)}
      >
        {continuous && (
          <Tooltip title={reviewMessages.maybeHint}>
            <Button
              variant={citation.maybe ? 'solid' : 'outlined'}
              color="purple"
              aria-pressed={Boolean(citation.maybe)}
              disabled={waiting}
              onClick={() => onMaybe(citation, !citation.maybe)}
            >
              {reviewMessages.maybe}
            </Button>
          </Tooltip>
        )}
      </LabelButtons>
      <ReviewFields key={citation.id} projectId={projectId} citation={citation} />
    </article>
  );
});
