import type { KeywordMark } from '../../shared/citation.schema.ts';

export type MarkKind = KeywordMark[2];

export interface TextPart {
  text: string;
  mark?: MarkKind;
}

/**
 * The text cut into plain parts and parts holding an include or an exclude keyword, by the marks the
 * server found with the filter's own matching. Only the first `shown` characters are cut up (an abstract's
 * preview); a mark running past them ends with them.
 */
export function highlightParts(text: string, marks: readonly KeywordMark[] = [], shown = text.length): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const [start, markEnd, mark] of marks) {
    const end = Math.min(markEnd, shown);
    if (start < last || start >= end) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: text.slice(start, end), mark });
    last = end;
  }
  if (last < shown) parts.push({ text: text.slice(last, shown) });
  return parts;
}
