import { highlightParts } from '../../lib/keyword-highlight.ts';

const markTitles = { include: 'Include keyword', exclude: 'Exclude keyword' } as const;

/** Text with the include words marked green and the exclude words red. */
export function CitationHighlight({ text, matcher }: { text: string; matcher: RegExp | null }) {
  return highlightParts(text, matcher).map((part, index) =>
    part.mark ? (
      <mark key={index} className={`keyword-mark is-${part.mark}`} title={markTitles[part.mark]}>
        {part.text}
      </mark>
    ) : (
      part.text
    ),
  );
}
