import { http, HttpResponse } from 'msw/http';
import type { ApiErrorBody } from '../../src/shared/errors.ts';
import { projectMessages } from '../../src/shared/messages.ts';
import type { ProjectOutput, UploadResponse } from '../../src/shared/project.schema.ts';
import { server } from './msw-server.ts';
import { TrpcFailure, type FakeProcedure } from './msw-trpc.ts';

/** A project as the API answers it: new and empty unless the test says otherwise. */
export function fakeProject(fields: Partial<ProjectOutput> & Pick<ProjectOutput, 'id' | 'name'>): ProjectOutput {
  return {
    user_id: 1,
    created_at: '2026-03-05T12:00:00.000Z',
    current_iteration: 0,
    keywords_selected: false,
    duplicates_removed: 0,
    duplicates_count: 0,
    duplicatesRemoved: false,
    removal_strategy: null,
    processing_summary: null,
    citations_count: 0,
    unique_citations: 0,
    total_uploaded: 0,
    relevant_count: 0,
    irrelevant_count: 0,
    ...fields,
  };
}

const CITATIONS_PER_FILE = 3;
const byId = (input: unknown) => (input as { id: number }).id;

/** The answer of POST /api/projects for a project made from `files`, each holding three citations. */
function uploadAnswer(project: ProjectOutput, files: File[]): UploadResponse {
  const total = files.length * CITATIONS_PER_FILE;
  return {
    project,
    upload_summary: {
      total_citations: total,
      skipped_rows: 0,
      files: files.map((file) => ({ name: file.name, format: 'csv', citations: CITATIONS_PER_FILE, skipped: [] })),
    },
    duplicates_info: {
      duplicates_removed: 0,
      removal_strategy: 'none',
      duplicates_in_upload: 0,
      processing_summary: { exact_duplicates_found: 0, similar_duplicates_found: 0, hash_groups_processed: 0, tfidf_comparisons: 0 },
    },
    message: projectMessages.created(total),
  };
}

/**
 * An in-memory projects API behind msw. The tRPC procedures go to fakeAuthApi({ overrides: procedures });
 * POST /api/projects (multipart name + files) is answered here and recorded in `uploads`.
 */
export function fakeProjectsApi(initial: ProjectOutput[] = []) {
  const projects = [...initial];
  const uploads: { name: string; files: File[] }[] = [];
  const find = (id: number) => {
    const project = projects.find((p) => p.id === id);
    if (!project) throw new TrpcFailure('NOT_FOUND', projectMessages.notFound);
    return project;
  };
  const procedures: Record<string, FakeProcedure> = {
    'projects.list': () => projects,
    'projects.get': (input) => find(byId(input)),
    'projects.delete': (input) => {
      projects.splice(projects.indexOf(find(byId(input))), 1);
      return { ok: true };
    },
  };
  server.use(
    http.post('*/api/projects', async ({ request }) => {
      const form = await request.formData();
      const files = form.getAll('files').filter((part) => part instanceof File);
      uploads.push({ name: String(form.get('name')), files });
      const id = Math.max(0, ...projects.map((p) => p.id)) + 1;
      const project = fakeProject({ id, name: String(form.get('name')), citations_count: files.length * CITATIONS_PER_FILE });
      projects.unshift(project);
      return HttpResponse.json(uploadAnswer(project, files), { status: 201 });
    }),
  );
  return { projects, uploads, procedures };
}

/** Makes POST /api/projects succeed with `answer` changed by the test, e.g. to report skipped rows. */
export function answerProjectUpload(change: (answer: UploadResponse) => UploadResponse) {
  server.use(
    http.post('*/api/projects', () => {
      const project = fakeProject({ id: 1, name: 'Answered' });
      return HttpResponse.json(change(uploadAnswer(project, [])), { status: 201 });
    }),
  );
}

/** Makes POST /api/projects fail with the REST API's JSON error body. */
export function failProjectUpload(status: number, body: Partial<ApiErrorBody>) {
  server.use(http.post('*/api/projects', () => HttpResponse.json(body, { status })));
}
