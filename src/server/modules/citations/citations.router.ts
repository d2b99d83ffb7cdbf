import { z } from 'zod';
import {
  citationFilterQuery,
  citationOutput,
  filterResult,
  keywordView,
  labeledCitations,
  marksNeedPage,
  relevanceInput,
} from '../../../shared/citation.schema.ts';
import { decisionFilter } from '../../../shared/review.schema.ts';
import {
  addCitationsInput,
  importedFiles as importedFilesOutput,
  uploadResponse,
} from '../../../shared/project.schema.ts';
import { projectProcedure, router } from '../../trpc/init.ts';
import { listInTurns } from '../../trpc/list-in-turns.ts';
import { citationParams, projectParam } from '../projects/project-access.ts';
import { addCitations } from '../projects/projects.service.ts';
import { filterCitations } from './citation-filter.service.ts';
import { jsonSource } from './citation-import.service.ts';
import { labeledCitations as labeledCitationsOf, setLabel } from './citation-labels.service.ts';
import { importedFiles } from './imported-files.service.ts';

// A continuous review labels every citation: its labelled list can hold tens of thousands, checked a chunk at a time.
const labelledGroups = labeledCitations.extend({
  iterations: z.array(
    labeledCitations.shape.iterations.element.extend({
      relevant: listInTurns(citationOutput),
      irrelevant: listInTurns(citationOutput),
    }),
  ),
});

const projectId = z.object({ projectId: z.number().int().positive() });
const tag = 'Citations';
const filterInput = projectId
  .extend({
    iteration: z.number().int().min(0).optional(),
    is_relevant: z.boolean().nullable().optional(),
    sort_order: z.enum(['asc', 'desc']).default('desc'),
    search: z.string().trim().max(200).optional(),
    page: z.number().int().min(1).optional(),
    page_size: z.number().int().min(1).max(500).default(15),
    keyword_view: keywordView.default('matching'),
    marks: z.boolean().optional(),
    decision: decisionFilter.optional(),
    tag: z.string().trim().max(40).optional(),
    reason: z.string().trim().max(80).optional(),
    reviewer: z.number().int().positive().optional(),
  })
  .superRefine(marksNeedPage);

export const citationsRouter = router({
  add: projectProcedure('lead')
    .input(addCitationsInput.extend({ projectId: z.number().int().positive() }))
    .output(uploadResponse)
    .mutation(({ ctx, input }) => addCitations(ctx.em, ctx.user, input.projectId, [jsonSource(input.citations)])),
  filter: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/citations/filter',
        summary:
          'Citations filtered by the keywords (unlabeled only), ordered by score; ?iteration=&is_relevant=&sort_order=&search=&page=&page_size=',
        tag,
        query: citationFilterQuery,
        errors: [400, 403, 404, 422],

        params: projectParam,
      },
    })
    .input(filterInput)
    .output(filterResult)
    .query(({ ctx, input: { projectId: id, ...q } }) => filterCitations(ctx.em, ctx.user, id, q)),
  setLabel: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'PUT',
        url: '/api/projects/:id/citations/:citationId/relevance',
        summary:
          "Label a citation relevant (true), irrelevant (false) or clear it (null); with blind dual screening the caller's own decision. 409 for an open conflict left from blind dual screening under one screener per record: a lead resolves it",
        tag,
        body: relevanceInput,
        errors: [400, 403, 404, 409, 422],
        params: citationParams,
      },
    })
    .input(projectId.extend({ citationId: z.number().int().positive() }).extend(relevanceInput.shape))
    .output(citationOutput)
    .mutation(({ ctx, input }) =>
      setLabel(ctx.em, ctx.user, input.projectId, input.citationId, input.is_relevant, input.if_label),
    ),
  labeled: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/labeled-citations',
        summary: 'Labeled citations grouped by iteration',
        tag,
        errors: [400, 403, 404],

        params: projectParam,
      },
    })
    .input(projectId)
    .output(labelledGroups)
    .query(({ ctx, input }) => labeledCitationsOf(ctx.em, ctx.user, input.projectId)),
  importedFiles: projectProcedure('reviewer')
    .meta({
      rest: {
        method: 'GET',
        url: '/api/projects/:id/imports',
        summary:
          'The files imported into the project, in the order they came: citations stored from each, and the rows each left out, where in the file and why',
        tag,
        errors: [400, 403, 404],
        params: projectParam,
      },
    })
    .input(projectId)
    .output(importedFilesOutput)
    .query(({ ctx, input }) => importedFiles(ctx.em, ctx.user, input.projectId)),
});
