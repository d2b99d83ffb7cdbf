import type { KeywordMark } from '../../shared/citation.schema.ts';
import { highlightParts } from '../lib/keyword-highlight.ts';

const markTitles = { include: 'Include keyword', exclude: 'Exclude keyword' } as const;

/** Text with the include words marked green and the exclude words red; `shown` cuts it to a preview. */
export function CitationHighlight({
  text,
  marks,
  shown,
}: {
  text: string;
  marks: readonly KeywordMark[] | undefined;
  shown?: number;
}) {
  return highlightParts(text, marks, shown).map((part, index) =>
    part.mark ? (
      <mark key={index} className={`keyword-mark is-${part.mark}`} title={markTitles[part.mark]}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
