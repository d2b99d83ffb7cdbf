import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TrainingRun } from '../../db/entities/index.ts';
import { validationError } from '../../errors.ts';
import { restRoute } from '../../http/rest-route.ts';
import { accessibleProject, parseProjectId } from '../projects/project-access.ts';
import { citationCounts } from '../projects/project-view.ts';
import { resultsWorkbook } from './results-workbook.ts';

const downloadQuery = z.object({ sort_order: z.enum(['asc', 'desc']).default('desc') });

export function exportRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/download',
      summary: 'Results as an .xlsx file (ranked, relevant, irrelevant, removed duplicates, summary); ?sort_order=desc|asc',
      tag: 'Model',
      auth: 'user',
      errors: [400, 403, 404],
    },
    async ({ req, reply, actor }) => {
      const parsed = downloadQuery.safeParse(req.query);
      if (!parsed.success) throw validationError(parsed.error.issues);
      const project = await accessibleProject(req.em, actor, parseProjectId((req.params as { id?: string }).id));
      const counts = (await citationCounts(req.em, [project.id])).get(project.id);
      const latest = await req.em.findOne(TrainingRun, { project: project.id }, { orderBy: { iteration: 'desc' } });
      const order = parsed.data.sort_order;
      const stream = resultsWorkbook(req.em, project.id, order === 'asc', {
        project: project.name,
        iteration: project.current_iteration + 1,
        model: latest ? `${latest.model_name} (iteration ${latest.iteration}, ${latest.training_size} labels)` : null,
        counts: {
          Citations: counts?.active ?? 0,
          'Labelled relevant': counts?.relevant ?? 0,
          'Labelled irrelevant': counts?.irrelevant ?? 0,
          'Removed duplicates': (counts?.total ?? 0) - (counts?.active ?? 0),
        },
      });
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="literature-review-results-${project.id}_${order}.xlsx"`)
        .send(stream);
    },
  );
}
