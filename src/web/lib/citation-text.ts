/** Abstracts on the labelling page collapse after 300 characters (the results page passes 150). */
export const ABSTRACT_PREVIEW_CHARS = 300;

// A cut that would lose more than this share of the preview happens mid-word instead.
const MIN_SHARE_KEPT = 0.8;

/**
 * The start of a text longer than `limit`, ending on a whole word where one ends near the limit;
 * undefined when the text is short enough to show whole.
 */
export function previewOf(text: string, limit = ABSTRACT_PREVIEW_CHARS): string | undefined {
  if (text.length <= limit) return undefined;
  const cut = text.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  return (lastSpace >= limit * MIN_SHARE_KEPT ? cut.slice(0, lastSpace) : cut).trimEnd();
}

/** "Ada Lovelace · 1843 · Scientific Memoirs", from whatever the import brought. */
export function citationSource(citation: {
  authors: string | null;
  year: number | null;
  journal: string | null;
}): string {
  return [citation.authors, citation.year, citation.journal].filter((part) => part !== null && part !== '').join(' · ');
}
