import { projectScreenMessages as text } from '../../shared/project-screen.messages.ts';
import type { UploadResponse } from '../../shared/project.schema.ts';
import { SKIPPED_ROWS_NAMED, skippedRows, skippedSummary, skippedUnit } from '../lib/skipped-rows.ts';

/**
 * An upload's skipped rows in one sentence (how many, the first few, where to find them in the file), with the
 * full list folded away below it, scrolling within its own height once open, so a long list never buries the page.
 */
export function SkippedRows({ summary }: { summary: UploadResponse['upload_summary'] }) {
  const rows = skippedRows(summary);
  if (rows.length === 0) return null;
  return (
    <div className="skipped-rows">
      <p>{skippedSummary(summary, rows)}</p>
      {rows.length > SKIPPED_ROWS_NAMED && (
        <details>
          <summary>{text.showSkippedRows(rows.length, skippedUnit(summary))}</summary>
          <ul tabIndex={0} aria-label="Skipped rows">
            {rows.map((row, i) => (
              // The list never changes order once shown, and two lines may read the same (files of the same name).
              <li key={i}>{text.skippedRow(row.file, row.place, row.reason)}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
