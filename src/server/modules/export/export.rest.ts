import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_ITERATIONS } from '../../../shared/training.schema.ts';
import { TrainingRun } from '../../db/entities/index.ts';
import { restRoute } from '../../http/rest-route.ts';
import { accessibleProject, parseProjectId } from '../projects/project-access.ts';
import { citationCounts } from '../projects/project-view.ts';
import { resultsCsv, resultsRis } from './results-text.ts';
import { resultsWorkbook } from './results-workbook.ts';

const downloadQuery = z.object({ sort_order: z.enum(['asc', 'desc']).default('desc'), format: z.enum(['xlsx', 'csv', 'ris']).default('xlsx') });

const CONTENT_TYPE = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
  ris: 'application/x-research-info-systems; charset=utf-8',
} as const;

export function exportRoutes(app: FastifyInstance): void {
  restRoute(
    app,
    {
      method: 'GET',
      url: '/api/projects/:id/download',
      summary:
        'Results as an .xlsx file (ranked, relevant, irrelevant, removed duplicates, summary); ?sort_order=desc|asc; ?format=csv or ris gives the ranked citations with their labels (RIS: in a N1 note) for reference managers',
      tag: 'Model',
      auth: 'user',
      query: downloadQuery,
      errors: [400, 403, 404],
    },
    async ({ req, reply, actor, query }) => {
      const project = await accessibleProject(req.em, actor, parseProjectId((req.params as { id?: string }).id));
      const { sort_order: order, format } = query;
      const disposition = `attachment; filename="literature-review-results-${project.id}_${order}.${format}"`;
      if (format !== 'xlsx') {
        const text = format === 'csv' ? resultsCsv(req.em, project.id, order === 'asc') : resultsRis(req.em, project.id, order === 'asc');
        return reply.header('content-type', CONTENT_TYPE[format]).header('content-disposition', disposition).send(text);
      }
      const counts = (await citationCounts(req.em, [project.id])).get(project.id);
      const latest = await req.em.findOne(TrainingRun, { project: project.id }, { orderBy: { iteration: 'desc' } });
      const stream = resultsWorkbook(req.em, project.id, order === 'asc', {
        project: project.name,
        currentIteration: project.current_iteration,
        model: latest ? `${latest.model_name} (training ${latest.iteration} of ${MAX_ITERATIONS}, ${latest.training_size} labels)` : null,
        counts: {
          Citations: counts?.active ?? 0,
          'Labelled relevant': counts?.relevant ?? 0,
          'Labelled irrelevant': counts?.irrelevant ?? 0,
          'Removed duplicates': (counts?.total ?? 0) - (counts?.active ?? 0),
        },
      });
      return reply
        .header('content-type', CONTENT_TYPE.xlsx)
        .header('content-disposition', disposition)
        .send(stream);
    },
  );
}
