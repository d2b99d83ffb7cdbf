import { getRouteApi, Link } from '@tanstack/react-router';
import { Typography } from 'antd';
import type { FilterResult } from '../../../../../../shared/citation.schema.ts';
import { useProjectCan } from '../../../../../hooks/use-projects.ts';

const routeApi = getRouteApi('/_app/projects/$id/citations');
const number = (n: number) => n.toLocaleString('en-US');

/** "Showing 16–30 of 240 citations", and whether the keywords narrowed the list, with the way to change them. */
export function CitationListSummary({ result, page }: { result: FilterResult; page: number }) {
  const { id } = routeApi.useParams();
  // A reviewer can read the keywords, not change them.
  const canEdit = useProjectCan(Number(id))('lead');
  const first = (page - 1) * (result.page_size ?? result.citations.length) + 1;
  const last = first + result.citations.length - 1;
  return (
    <Typography.Text type="secondary" className="citation-summary">
      {`Showing ${number(first)}–${number(last)} of ${number(result.total_after_filtering)} citations`}
      {result.filtered_by_keywords && (
        <>
          {` (filtered by keywords from ${number(result.total_before_filtering)}) · `}
          <Link to="/projects/$id/keywords" params={{ id }}>
            {canEdit ? 'Edit keywords' : 'See the keywords'}
          </Link>
        </>
      )}
    </Typography.Text>
  );
}
