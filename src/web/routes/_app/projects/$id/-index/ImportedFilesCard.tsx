import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton, Typography } from 'antd';
import { entryUnit } from '../../../../../../shared/import/file-kind.ts';
import { projectScreenMessages as text } from '../../../../../../shared/project-screen.messages.ts';
import type { ImportedFiles } from '../../../../../../shared/project.schema.ts';
import { cardHeading } from '../../../../../components/card-heading.tsx';
import { SkippedRows } from '../../../../../components/SkippedRows.tsx';
import { shortDate } from '../../../../../lib/date-display.ts';
import { useTRPC } from '../../../../../trpc.ts';

type ImportedFile = ImportedFiles['files'][number];

/** One file: what it brought, and the rows it left out, where in the file and why (as the upload's message said). */
function FileLine({ file }: { file: ImportedFile }) {
  const summary = {
    total_citations: file.citations,
    skipped_rows: file.skipped.length,
    files: [{ name: file.name, format: file.format, citations: file.citations, skipped: file.skipped }],
  };
  return (
    <li>
      <Typography.Text>
        {text.importedFile(file.name, file.format, file.citations, shortDate(file.imported_at))}
      </Typography.Text>
      <SkippedRows summary={summary} />
      {file.skipped_count > file.skipped.length && (
        <Typography.Paragraph type="secondary">
          {text.skippedNotListed(file.skipped_count, file.skipped.length, entryUnit(file.format))}
        </Typography.Paragraph>
      )}
    </li>
  );
}

/** Every file imported into the project, in the order they came, with the rows each left out: kept after the upload's message has gone. */
export function ImportedFilesCard({ projectId }: { projectId: number }) {
  const trpc = useTRPC();
  const files = useQuery(trpc.citations.importedFiles.queryOptions({ projectId }));
  return (
    <Card title={cardHeading(text.importedFilesTitle)} className="overview-card imported-files-card">
      {files.data ? (
        files.data.files.length === 0 ? (
          <Typography.Text type="secondary">{text.importedFilesNone}</Typography.Text>
        ) : (
          <ol className="imported-files" aria-label={text.importedFilesTitle}>
            {files.data.files.map((file) => (
              <FileLine key={file.id} file={file} />
            ))}
          </ol>
        )
      ) : files.error ? (
        <Typography.Text type="danger">{`${text.importedFilesLoadFailed} ${files.error.message}`}</Typography.Text>
      ) : (
        <Skeleton active paragraph={{ rows: 2 }} />
      )}
    </Card>
  );
}
