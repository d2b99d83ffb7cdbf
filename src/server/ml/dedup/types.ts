/** A citation as the duplicate finder sees it. */
export interface DedupRecord {
  id: number;
  title: string;
  abstract: string;
  authors?: string | null;
  year?: number | null;
  journal?: string | null;
  volume?: string | null;
  issue?: string | null;
  pages?: string | null;
  doi?: string | null;
  /** The kind of publication as the file named it ("Journal Article; Comment", "JOUR"); null: none given. */
  publication_type?: string | null;
  is_relevant?: boolean | null;
}

export type DetectionMethod = 'exact' | 'doi' | 'similar';

/** One removed record and the record kept in its place. */
export interface DuplicateMatch {
  keptId: number;
  removedId: number;
  method: DetectionMethod;
  similarity: number;
  reason: string;
}

/** A pair scored between the lower and the upper threshold: for a person to decide. */
export interface PossibleDuplicate {
  aId: number;
  bId: number;
  similarity: number;
  reason: string;
}

/** Two records that match but carry opposite labels; never merged. */
export interface LabelConflict {
  aId: number;
  bId: number;
  similarity: number;
}

export interface DedupSummary {
  exact_duplicates_found: number;
  similar_duplicates_found: number;
  hash_groups_processed: number;
  tfidf_comparisons: number;
}

export interface DedupResult {
  matches: DuplicateMatch[];
  possible: PossibleDuplicate[];
  conflicts: LabelConflict[];
  summary: DedupSummary;
}
