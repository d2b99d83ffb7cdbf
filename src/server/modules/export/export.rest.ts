import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restRoute } from '../../http/rest-route.ts';
import { ensureTokens } from '../citations/citation-tokens.service.ts';
import { refreshKeywordScores } from '../citations/keyword-scores.ts';
import { parseProjectId } from '../projects/project-access.ts';
import { decisionPages } from '../screening/decision-history.ts';
import { viewerOf } from '../reviews/review-visibility.ts';
import { decisionsCsv, resultsCsv, resultsRis } from './results-text.ts';
import { resultsWorkbook } from './results-workbook.ts';
import { workbookSummary } from './workbook-summary.ts';

const downloadQuery = z.object({
  sort_order: z.enum(['asc', 'desc']).default('desc'),
  format: z.enum(['xlsx', 'csv', 'ris', 'decisions']).default('xlsx'),
});

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
        'Results as an .xlsx file (ranked, relevant, irrelevant, removed duplicates, decision history for continuous projects, summary, PRISMA 2020 numbers); ?sort_order=desc|asc; ?format=csv or ris gives the ranked citations with their labels (RIS: in a N1 note) for reference managers; ?format=decisions every change of a label (who, when, from, to) as CSV',
      tag: 'Model',
      auth: 'user',
      role: 'lead',
      query: downloadQuery,
      errors: [400, 403, 404],
      params: ({ id }) => parseProjectId(id),
      withProject: true,
    },
    async ({ req, reply, actor, query, project }) => {
      const { sort_order: order, format } = query;
      const viewer = viewerOf(actor, project);
      if (format === 'decisions') {
        return reply
          .header('content-type', CONTENT_TYPE.csv)
          .header('content-disposition', `attachment; filename="literature-review-decisions-${project.id}.csv"`)
          .send(decisionsCsv(decisionPages(req.em, project.id, viewer)));
      }
      // The rows say which ones the keywords hide: the verdicts must be those of the keywords saved now.
      await ensureTokens(req.em, project.id);
      await refreshKeywordScores(req.em, project.id);
      const disposition = `attachment; filename="literature-review-results-${project.id}_${order}.${format}"`;
      if (format !== 'xlsx') {
        const text =
          format === 'csv'
            ? resultsCsv(req.em, project.id, order === 'asc', viewer)
            : resultsRis(req.em, project.id, order === 'asc', viewer);
        return reply.header('content-type', CONTENT_TYPE[format]).header('content-disposition', disposition).send(text);
      }
      const stream = resultsWorkbook(
        req.em,
        project.id,
        order === 'asc',
        await workbookSummary(req.em, actor, project),
        viewer,
      );
      return reply.header('content-type', CONTENT_TYPE.xlsx).header('content-disposition', disposition).send(stream);
    },
  );
}
