import { Button } from 'antd';
import { useState } from 'react';
import { previewOf } from '../../../../../lib/citation-text.ts';

/** On the results page abstracts collapse after 150 characters. */
const RESULTS_ABSTRACT_CHARS = 150;

/** The abstract's start, and the whole of it when the reader asks. */
export function ResultsAbstract({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const preview = previewOf(text, RESULTS_ABSTRACT_CHARS);
  if (!text.trim()) return <p className="results-abstract is-empty">No abstract</p>;
  return (
    <div className="results-abstract">
      <p>{expanded || !preview ? text : `${preview}…`}</p>
      {preview && (
        <Button
          type="link"
          size="small"
          className="results-more"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      )}
    </div>
  );
}
