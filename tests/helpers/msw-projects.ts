import { http, HttpResponse } from 'msw/http';
import type { ApiErrorBody } from '../../src/shared/errors.ts';
import { projectMessages } from '../../src/shared/messages.ts';
import type { ProjectOutput, UploadResponse } from '../../src/shared/project.schema.ts';
import { fakeMembersProcedures } from './msw-members.ts';
import { server } from './msw-server.ts';
import { TrpcFailure, type FakeProcedure } from './msw-trpc.ts';

/** A project as the API answers it: new and empty unless the test says otherwise. */
export function fakeProject(fields: Partial<ProjectOutput> & Pick<ProjectOutput, 'id' | 'name'>): ProjectOutput {
  return {
    user_id: 1,
    created_at: '2026-03-05T12:00:00.000Z',
    current_iteration: 0,
    keywords_selected: false,
    keywords_count: 0,
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
    role: 'owner',
    owner_name: 'Ada Lovelace',
    screening_mode: 'iterations',
    screeners_per_record: 1,
    finished_at: null,
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
      processing_summary: {
        exact_duplicates_found: 0,
        similar_duplicates_found: 0,
        hash_groups_processed: 0,
        tfidf_comparisons: 0,
      },
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
  const uploads: { name: string; files: File[]; screeningMode: string | null; screenersPerRecord: string | null }[] =
    [];
  /** Files sent to POST /api/projects/{id}/citations ("Add citations"). */
  const added: { projectId: number; files: File[] }[] = [];
  const find = (id: number) => {
    const project = projects.find((p) => p.id === id);
    if (!project) throw new TrpcFailure('NOT_FOUND', projectMessages.notFound);
    return project;
  };
  const team = fakeMembersProcedures(projects);
  const procedures: Record<string, FakeProcedure> = {
    ...team.procedures,
    'projects.list': () => projects,
    'projects.get': (input) => find(byId(input)),
    'prisma.get': (input) => {
      const p = find((input as { projectId: number }).projectId);
      const screened = p.relevant_count + p.irrelevant_count;
      return {
        project: p.name,
        sources: [{ name: 'search.csv', format: 'csv', records: p.total_uploaded, skipped: 0 }],
        identified: p.total_uploaded,
        without_title: 0,
        duplicates_removed: p.total_uploaded - p.citations_count,
        screenable: p.citations_count,
        screened,
        excluded: p.irrelevant_count,
        excluded_reasons: [],
        excluded_without_reason: p.irrelevant_count,
        included: p.relevant_count,
        not_screened: p.citations_count - screened,
        screening_stopped: screened === p.citations_count,
        stopping_statement: 'Every record was screened.',
        since_finished: null,
      };
    },
    'citations.importedFiles': (input) => {
      const p = find((input as { projectId: number }).projectId);
      return {
        files: [
          {
            id: 1,
            name: 'search.csv',
            format: 'csv',
            citations: p.total_uploaded,
            skipped_count: 0,
            skipped: [],
            imported_at: p.created_at,
          },
        ],
      };
    },
    'projects.rename': (input) => Object.assign(find(byId(input)), { name: (input as { name: string }).name }),
    'projects.setScreeningMode': (input) => {
      const project = find(byId(input));
      Object.assign(project, {
        screening_mode: (input as { screening_mode: ProjectOutput['screening_mode'] }).screening_mode,
      });
      return project;
    },
    'projects.delete': (input) => {
      projects.splice(projects.indexOf(find(byId(input))), 1);
      return { ok: true };
    },
  };
  server.use(
    http.post('*/api/projects', async ({ request }) => {
      const form = await request.formData();
      const files = form.getAll('files').filter((part) => part instanceof File);
      const screeningMode = form.get('screening_mode') as ProjectOutput['screening_mode'] | null;
      const screenersPerRecord = form.get('screeners_per_record') as string | null;
      uploads.push({ name: String(form.get('name')), files, screeningMode, screenersPerRecord });
      const id = Math.max(0, ...projects.map((p) => p.id)) + 1;
      const project = fakeProject({
        id,
        name: String(form.get('name')),
        citations_count: files.length * CITATIONS_PER_FILE,
        screening_mode: screeningMode ?? 'iterations',
        screeners_per_record: screenersPerRecord === '2' ? 2 : 1,
      });
      projects.unshift(project);
      return HttpResponse.json(uploadAnswer(project, files), { status: 201 });
    }),
    http.post('*/api/projects/:id/citations', async ({ request, params }) => {
      const project = projects.find((p) => p.id === Number(params.id));
      if (!project)
        return HttpResponse.json({ error: 'NOT_FOUND', message: projectMessages.notFound }, { status: 404 });
      const files = (await request.formData()).getAll('files').filter((part) => part instanceof File);
      added.push({ projectId: project.id, files });
      project.citations_count += files.length * CITATIONS_PER_FILE;
      return HttpResponse.json(
        { ...uploadAnswer(project, files), message: projectMessages.uploaded(files.length * CITATIONS_PER_FILE) },
        { status: 201 },
      );
    }),
  );
  return { projects, uploads, added, procedures, members: team.members };
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
