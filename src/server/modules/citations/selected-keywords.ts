import type { KeywordsResponse } from '../../../shared/keyword.schema.ts';
import type { KeywordEntity } from '../../db/entities/index.ts';

/** A project's keyword rows as the include and exclude lists the filter and the keywords answer use. */
export function selectedKeywords(
  rows: Array<Pick<KeywordEntity, 'word' | 'include' | 'exclude' | 'frequency'>>,
): KeywordsResponse['selected_keywords'] {
  return {
    include: rows.filter((k) => k.include).map((k) => k.word),
    exclude: rows.filter((k) => k.exclude).map((k) => ({ word: k.word, frequency: k.frequency })),
  };
}
