import { citationSource } from '../lib/citation-text.ts';

/**
 * "Authors · year · journal", the publication type as the file named it ("Journal Article; Letter"), the DOI as
 * a link and the record's own identifier in its file (to find it in the search's export or the reference
 * manager), when the import brought any of them.
 */
export function CitationSource({
  citation,
  className = 'citation-source',
}: {
  citation: {
    authors: string | null;
    year: number | null;
    journal: string | null;
    doi: string | null;
    source_record_id?: string | null;
    publication_type?: string | null;
  };
  className?: string;
}) {
  const source = citationSource(citation);
  const recordId = citation.source_record_id;
  const type = citation.publication_type;
  if (!source && !citation.doi && !recordId && !type) return null;
  return (
    <p className={className}>
      {source && <span>{source}</span>}
      {type && <span className="citation-publication-type">{type}</span>}
      {citation.doi && (
        <a href={`https://doi.org/${citation.doi}`} target="_blank" rel="noreferrer">
          {`doi:${citation.doi}`}
        </a>
      )}
      {recordId && <span className="citation-record-id">{`Record ID ${recordId}`}</span>}
    </p>
  );
}
