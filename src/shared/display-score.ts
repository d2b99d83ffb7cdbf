import type { CitationOutput } from './citation.schema.ts';

/** Pseudo-scores stay within 0.05 and 0.95, the two ends given to labelled citations. */
export const PSEUDO_LOW = 0.05;
export const PSEUDO_HIGH = 0.95;
export const NEUTRAL = 0.5;
/** The keyword score (BM25 over the include words) at which the estimate has gone two thirds of the way up. */
export const KEYWORD_SCALE = 3;

export interface DisplayScore {
  value: number;
  /** The model has not scored the citation, so the value is the spec's stand-in. */
  estimated: boolean;
}

/**
 * The score a citation shows: the model's, or the spec's pseudo-score when it has none (it was added
 * after the last training). An unlabelled citation's stand-in leans on its include-keyword matches:
 * no match says nothing either way (0.5), more matches move it up towards 0.95. `is_relevant` is the
 * record's own label: under blind dual screening a reviewer's own decision is not one, so it moves no score.
 * The results tabs are sorted by this value (`shownScore` in src/server/modules/citations/citation-list.sql.ts).
 */
export function displayScore(
  citation: Pick<CitationOutput, 'relevance_score' | 'is_relevant' | 'keyword_score'>,
): DisplayScore {
  if (citation.relevance_score !== undefined) return { value: citation.relevance_score, estimated: false };
  if (citation.is_relevant !== null) return { value: citation.is_relevant ? PSEUDO_HIGH : PSEUDO_LOW, estimated: true };
  const keywordShare = 1 - Math.exp(-Math.max(0, citation.keyword_score) / KEYWORD_SCALE);
  return { value: NEUTRAL + (PSEUDO_HIGH - NEUTRAL) * keywordShare, estimated: true };
}

/** "0.87": two decimals, as the spec shows scores. */
export const formatScore = (value: number) => value.toFixed(2);
