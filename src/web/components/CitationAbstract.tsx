import { Button } from 'antd';
import { useState } from 'react';
import type { KeywordMark } from '../../shared/citation.schema.ts';
import { ABSTRACT_PREVIEW_CHARS, previewOf } from '../lib/citation-text.ts';
import { CitationHighlight } from './CitationHighlight.tsx';

/**
 * An abstract longer than `previewChars` (300 unless told) shows its start until the user asks for the rest;
 * keywords are marked where `marks` are given. The labelling list and the results page use it.
 */
export function CitationAbstract({
  text,
  marks,
  previewChars = ABSTRACT_PREVIEW_CHARS,
}: {
  text: string;
  marks?: readonly KeywordMark[];
  previewChars?: number;
}) {
  const [expanded, setExpanded] = useState(false);
  const preview = previewOf(text, previewChars);
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
