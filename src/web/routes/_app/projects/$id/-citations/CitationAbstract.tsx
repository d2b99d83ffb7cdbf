import { Button } from 'antd';
import { useState } from 'react';
import type { KeywordMark } from '../../../../../../shared/citation.schema.ts';
import { previewOf } from '../../../../../lib/citation-text.ts';
import { CitationHighlight } from '../../../../../components/CitationHighlight.tsx';

/** An abstract longer than 300 characters shows its start until the user asks for the rest. */
export function CitationAbstract({ text, marks }: { text: string; marks: readonly KeywordMark[] | undefined }) {
  const [expanded, setExpanded] = useState(false);
  const preview = previewOf(text);
  if (!text.trim()) return <p className="citation-abstract is-empty">No abstract</p>;
  return (
    <div className="citation-abstract">
      <p>
        <CitationHighlight text={text} marks={marks} shown={expanded || !preview ? undefined : preview.length} />
        {!expanded && preview && '…'}
      </p>
      {preview && (
        <Button
          type="link"
          size="small"
          className="citation-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
