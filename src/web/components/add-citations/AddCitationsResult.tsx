import { Link } from '@tanstack/react-router';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useRef } from 'react';
import type { UploadResponse } from '../../../shared/project.schema.ts';
import { useDedupRun } from '../../hooks/use-dedup-run.ts';
import { SkippedRows } from '../SkippedRows.tsx';
import { ToastDetails } from '../ToastDetails.tsx';

/** What an upload added, and the offer to look for duplicates among the new citations. */
export function AddCitationsResult({ projectId, result }: { projectId: number; result: UploadResponse }) {
  const dedup = useDedupRun(projectId);
  const added = result.upload_summary.total_citations;
  const section = useRef<HTMLElement>(null);
  // "Find duplicates" leaves with the search: the focus stays in the dialog, on the part that now says what was found.
  const found = dedup.data !== undefined;
  useEffect(() => {
    if (found) section.current?.focus();
  }, [found]);
  return (
    <Flex vertical gap={16}>
      <Alert
        type="success"
        showIcon
        title={`${added.toLocaleString('en-US')} citation${added === 1 ? '' : 's'} added`}
        description={
          <ToastDetails message={result.message}>
            <SkippedRows summary={result.upload_summary} />
          </ToastDetails>
        }
      />
      <section
        ref={section}
        tabIndex={-1}
        className="add-citations-dedup"
        aria-label="Duplicates among the new citations"
      >
        <Typography.Text strong>Duplicates among the new citations</Typography.Text>
        {dedup.data ? (
          <Typography.Paragraph role="status">
            {dedup.data.message}{' '}
            <Link to="/projects/$id/duplicates" params={{ id: String(projectId) }}>
              Review them on the duplicates page
            </Link>
            .
          </Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph>
              A search update often brings back studies the project already has. Screener can compare the new citations
              with each other and with the ones already here, and set repeats aside; any of them can be restored.
            </Typography.Paragraph>
            {/* The next step once the citations are in: the focus goes here, inside the dialog, not to the page. */}
            <Button autoFocus onClick={() => dedup.mutate()} loading={dedup.isPending}>
              {dedup.isPending ? 'Processing...' : 'Find duplicates'}
            </Button>
          </>
        )}
      </section>
    </Flex>
  );
}
