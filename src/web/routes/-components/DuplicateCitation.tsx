import { Tag, Typography } from 'antd';
import type { CitationBrief } from '../../../shared/dedup.schema.ts';
import { dedupScreenMessages as text } from '../../../shared/dedup-screen.messages.ts';
import { abstractPreview, iterationLabel, relevanceBadge } from '../../lib/dedup-display.ts';

interface DuplicateCitationProps {
  /** Its part in the pair: "Kept", "Removed", "Would keep", "Would remove". */
  label: string;
  citation: CitationBrief;
  /** The side that goes (or went); drawn muted. */
  leaving?: boolean;
}

/** One side of a duplicate pair: id, title, the start of the abstract, its label and iteration. */
export function DuplicateCitation({ label, citation, leaving = false }: DuplicateCitationProps) {
  const badge = relevanceBadge(citation.is_relevant);
  const preview = abstractPreview(citation.abstract);
  return (
    <div role="group" aria-label={`${label}: citation ${citation.id}`} className={`dedup-citation${leaving ? ' dedup-citation-leaving' : ''}`}>
      <div className="dedup-citation-head">
        <span className="dedup-citation-role">{label}</span>
        <Typography.Text type="secondary">{`ID ${citation.id}`}</Typography.Text>
        <Tag color={badge.color} variant="filled">
          {badge.text}
        </Tag>
        <Typography.Text type="secondary">{iterationLabel(citation.iteration)}</Typography.Text>
      </div>
      <Typography.Text strong className="dedup-citation-title">
        {citation.title.trim() || text.noTitle}
      </Typography.Text>
      <Typography.Paragraph type="secondary" className="dedup-citation-abstract">
        {preview || 'No abstract'}
      </Typography.Paragraph>
    </div>
  );
}
