import type { AgreementResponse, ConflictOutput } from '../../src/shared/dual.schema.ts';
import type { ProjectOutput } from '../../src/shared/project.schema.ts';
import { fakeCitation } from './msw-labelling.ts';
import type { FakeProcedure } from './msw-trpc.ts';

/** A conflict on citation `id`: Ann included it, Ben excluded it; `screened_by_you` as given. */
export function fakeConflict(id: number, screenedByYou = false): ConflictOutput {
  const decision = (user_id: number, reviewer: string, value: boolean) => ({
    user_id,
    reviewer,
    decision: value,
    decided_at: '2026-03-06T10:00:00.000Z',
    blind_decision: value,
    note: null,
    tags: [],
    exclusion_reason: null,
  });
  return {
    citation: fakeCitation(id, { title: `Conflicting trial ${id}` }),
    decisions: [decision(2, 'Ann Able', true), decision(3, 'Ben Baker', false)],
    screened_by_you: screenedByYou,
    resolution: null,
  };
}

/**
 * Blind dual screening's procedures over the fake projects (fakeProjectsApi's): the agreement with the
 * given counts, the conflicts given (a resolution takes one off), and the switch of screeners per record, which
 * changes the project.
 */
export function fakeDualProcedures(
  projects: ProjectOutput[],
  { awaiting = 0, conflicts = [] as ConflictOutput[] } = {},
): Record<string, FakeProcedure> {
  const project = (input: unknown) => projects.find((p) => p.id === (input as { id: number }).id)!;
  const resolved: ConflictOutput[] = [];
  const agreement = (): AgreementResponse => ({
    screeners_per_record: projects[0]?.screeners_per_record ?? 1,
    reviewers: [],
    pairs: conflicts.length,
    agreed: 0,
    agreement: conflicts.length ? 0 : null,
    kappa: null,
    kappa_method: conflicts.length ? 'cohen' : null,
    changed_after_shown: 0,
    settled_by_change: 0,
    awaiting_second: awaiting,
    open_conflicts: conflicts.length,
    resolved_conflicts: resolved.length,
  });
  return {
    'dual.agreement': agreement,
    'dual.conflicts': (input) => {
      const listed = (input as { state?: string }).state === 'resolved' ? resolved : conflicts;
      return { conflicts: listed, total: listed.length };
    },
    // A lead's resolution decides the record: it leaves the open conflicts for the resolved ones (last first).
    'dual.resolve': (input) => {
      const { citationId, is_relevant } = input as { citationId: number; is_relevant: boolean };
      const at = conflicts.findIndex((c) => c.citation.id === citationId);
      const [settled] = conflicts.splice(at, 1);
      const citation = { ...settled!.citation, is_relevant };
      const resolution = {
        is_relevant,
        resolved_at: '2026-03-07T09:00:00.000Z',
        resolver: 'Lena Lead',
        resolver_role: 'lead' as const,
        resolver_screened: settled!.screened_by_you,
      };
      resolved.unshift({ ...settled!, citation, resolution });
      return citation;
    },
    'projects.setScreenersPerRecord': (input) =>
      Object.assign(project(input), {
        screeners_per_record: (input as { screeners_per_record: 1 | 2 }).screeners_per_record,
      }),
  };
}
