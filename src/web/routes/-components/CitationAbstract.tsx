import { Button } from 'antd';
import { useState } from 'react';
import { previewOf } from '../../lib/citation-text.ts';
import { CitationHighlight } from './CitationHighlight.tsx';

/** Spec section 2: an abstract longer than 300 characters shows its start until the user asks for the rest. */
export function CitationAbstract({ text, matcher }: { text: string; matcher: RegExp | null }) {
  const [expanded, setExpanded] = useState(false);
  const preview = previewOf(text);
  if (!text.trim()) return <p className="citation-abstract is-empty">No abstract</p>;
  return (
    <div className="citation-abstract">
      <p>
        <CitationHighlight text={expanded || !preview ? text : `${preview}…`} matcher={matcher} />
      </p>
      {preview && (
        <Button type="link" size="small" className="citation-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
