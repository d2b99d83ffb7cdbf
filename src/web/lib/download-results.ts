import { apiErrorMessages, messages } from '../../shared/messages.ts';
import { resultsScreenMessages as text } from '../../shared/results-screen.messages.ts';
import type { SortOrder } from './results.search.ts';
import { saveFile } from './save-file.ts';

/**
 * The spec gives the download no timeout of its own, but its 10 s default is too short for the export
 * of a large project (up to 20 s for 100,000 citations), so it gets the slow requests' allowance.
 */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** The Excel workbook of the spec, the ranked list as CSV or RIS for reference managers, or the decision history as CSV. */
export type ExportFormat = 'xlsx' | 'csv' | 'ris' | 'decisions';

export interface DownloadChoice {
  order: SortOrder;
  format: ExportFormat;
}

/** GET /api/projects/{id}/download?sort_order=, saved as literature-review-results-{id}_{order}.xlsx. */
const resultsDownloadUrl = (projectId: number, { order, format }: DownloadChoice) =>
  `/api/projects/${projectId}/download?sort_order=${order}${format === 'xlsx' ? '' : `&format=${format}`}`;
const resultsFileName = (projectId: number, { order, format }: DownloadChoice) =>
  format === 'decisions'
    ? `literature-review-decisions-${projectId}.csv`
    : `literature-review-results-${projectId}_${order}.${format}`;

/** A download the server refused; the message is already the user's text. */
class DownloadFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DownloadFailure';
  }
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The message for a failed REST answer, by its status (as apiErrorMessage does for tRPC). */
async function failureText(response: Response): Promise<string> {
  const message = await serverMessage(response);
  if (response.status === 400) return message ?? messages.badRequest;
  if (response.status === 401) return messages.notSignedIn;
  // A 403 names the role the download needs (a lead's, e.g. after a demotion while the page was open).
  if (response.status === 403) return message ?? messages.noPermission;
  if (response.status === 404) return messages.notFound;
  if (response.status >= 500) return messages.serverError;
  return message ?? apiErrorMessages.serverResponded(String(response.status));
}

function fetchFailureText(error: unknown): string {
  const name = (error as { name?: string }).name;
  return name === 'TimeoutError' || name === 'AbortError' ? text.downloadTimeout : messages.noResponse;
}

/** Fetches the results file with the session cookie and saves it under the spec's file name. */
export async function downloadResults(projectId: number, choice: DownloadChoice): Promise<void> {
  const signal = AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS);
  // The connection can break, or the time run out, before the answer starts or while the file arrives.
  const read = async () => {
    const response = await fetch(resultsDownloadUrl(projectId, choice), { credentials: 'include', signal });
    return response.ok ? { ok: true as const, file: await response.blob() } : { ok: false as const, response };
  };
  const answer = await read().catch((error: unknown) => {
    throw new DownloadFailure(fetchFailureText(error));
  });
  if (!answer.ok) throw new DownloadFailure(await failureText(answer.response));
  saveFile(answer.file, resultsFileName(projectId, choice));
}
