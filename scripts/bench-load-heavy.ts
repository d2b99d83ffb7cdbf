/**
 * bench:load's heavy work (--heavy N): beside the users' clicks, one after another, a new project of N
 * generated citations uploaded as CSV files (generated and written to disk before the run, as another machine
 * would have them ready), the delete of another project of N citations (prepared
 * before the run), a duplicate search, a training and the Excel export of a third (also prepared). Each
 * is timed as a request of its own kind (the export until its last byte has arrived); the delete's
 * background purge goes on beside what follows.
 */
import { mkdtempSync, openAsBlob, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { syntheticProject } from './synthetic-citations.ts';

export interface HeavyJob {
  cookie: string;
  size: number;
  /** Deleted during the run. */
  doomedId: number;
  /** Searched for duplicates and trained during the run; its first 10 citations are labelled 5 + 5. */
  workId: number;
  labelIds: number[];
  /** The upload's CSV files, written before the run: made during it, they took the users' cores. */
  uploadFiles: string[];
}

type Timed = (kind: string, request: () => Promise<Response>) => Promise<Response | null>;

const ROWS_PER_FILE = 20_000;
const csvField = (text: string) => `"${text.replaceAll('"', '""')}"`;

/** The upload's CSV files, 20,000 rows each (about 22 MB, under the 50 MB per file limit). */
function csvFiles(size: number): Blob[] {
  const { records } = syntheticProject(size, 0.2);
  const files: Blob[] = [];
  for (let i = 0; i < records.length; i += ROWS_PER_FILE) {
    const rows = records.slice(i, i + ROWS_PER_FILE).map((r) => `${csvField(r.title)},${csvField(r.abstract ?? '')}`);
    files.push(new Blob([`title,abstract\n${rows.join('\n')}\n`], { type: 'text/csv' }));
  }
  return files;
}

/** Uploads a new project of these CSV files, as a person would (answers the response). */
function uploadProject(base: string, cookie: string, name: string, files: Blob[]): Promise<Response> {
  const form = new FormData();
  form.append('name', name);
  files.forEach((file, i) => form.append('files', file, `part-${i + 1}.csv`));
  return fetch(`${base}/api/projects`, { method: 'POST', headers: { cookie }, body: form });
}

/** The upload's files written to a temporary folder (its paths), to be read from disk during the run. */
async function writeUploadFiles(size: number): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-load-upload-'));
  const files = csvFiles(size);
  return Promise.all(
    files.map(async (file, i) => {
      const path = join(dir, `part-${i + 1}.csv`);
      writeFileSync(path, Buffer.from(await file.arrayBuffer()));
      return path;
    }),
  );
}

/** The written files, read from disk as they are sent. */
const fromDisk = (paths: string[]) => Promise.all(paths.map((path) => openAsBlob(path, { type: 'text/csv' })));

/** Runs the heavy jobs in turn through `time`; the users keep clicking until it returns. */
export async function heavyWork(base: string, job: HeavyJob, time: Timed): Promise<void> {
  const headers = { cookie: job.cookie };
  const files = await fromDisk(job.uploadFiles);
  await time('(heavy) import', () => uploadProject(base, job.cookie, 'Heavy import', files));
  await time('(heavy) delete', () => fetch(`${base}/api/projects/${job.doomedId}`, { method: 'DELETE', headers }));
  await time('(heavy) dedup', () =>
    fetch(`${base}/api/projects/${job.workId}/remove-duplicates`, { method: 'POST', headers }),
  );
  for (const [k, id] of job.labelIds.entries()) {
    await time('(heavy) label', () =>
      fetch(`${base}/api/projects/${job.workId}/citations/${id}/relevance`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ is_relevant: k < 5 }),
      }),
    );
  }
  await time('(heavy) train', () => fetch(`${base}/api/projects/${job.workId}/train`, { method: 'POST', headers }));
  await time('(heavy) export', () => fetch(`${base}/api/projects/${job.workId}/download`, { headers }));
}

/** Before the run, uploaded the same way (the same files): the project to delete and the one to search and train, N citations each. */
export async function prepareHeavy(base: string, cookie: string, size: number): Promise<HeavyJob> {
  const started = performance.now();
  // First, so that the garbage of making them is collected while the projects are prepared, not in the run.
  const uploadFiles = await writeUploadFiles(size);
  const ids: number[] = [];
  for (const name of ['To delete', 'To search and train']) {
    const res = await uploadProject(base, cookie, name, await fromDisk(uploadFiles));
    if (!res.ok) throw new Error(`preparing the heavy work failed: ${res.status} ${(await res.text()).slice(0, 200)}`);
    ids.push((await res.json()).project.id);
  }
  const [doomedId, workId] = ids as [number, number];
  // With no page the list answers every match: page 1 of 10.
  const list = await (
    await fetch(`${base}/api/projects/${workId}/citations/filter?page=1&page_size=10`, { headers: { cookie } })
  ).json();
  console.log(
    `heavy work: two projects of ${size} citations uploaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return {
    cookie,
    size,
    doomedId,
    workId,
    labelIds: list.citations.map((c: { id: number }) => c.id),
    uploadFiles,
  };
}
