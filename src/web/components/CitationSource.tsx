import { citationSource } from '../lib/citation-text.ts';

/** "Authors · year · journal" and the DOI as a link, when the import brought any of them. */
export function CitationSource({
  citation,
  className = 'citation-source',
}: {
  citation: { authors: string | null; year: number | null; journal: string | null; doi: string | null };
  className?: string;
}) {
  const source = citationSource(citation);
  if (!source && !citation.doi) return null;
  return (
    <p className={className}>
      {source && <span>{source}</span>}
      {citation.doi && (
        <a href={`https://doi.org/${citation.doi}`} target="_blank" rel="noreferrer">
          {`doi:${citation.doi}`}
        </a>
      )}
    </p>
  );
}
