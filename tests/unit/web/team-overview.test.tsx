import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import type { AgreementResponse, ConflictsResponse, ReviewerDecision } from '../../../src/shared/dual.schema.ts';
import { dualMessages } from '../../../src/shared/dual.messages.ts';
import { memberMessages } from '../../../src/shared/member.messages.ts';
import { messages } from '../../../src/shared/messages.ts';
import type { ProjectOutput } from '../../../src/shared/project.schema.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitation } from '../../helpers/msw-labelling.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { TrpcFailure, type FakeProcedure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

/** A continuous project with two blind screeners per record, some records decided, no keywords saved. */
const dual = (fields: Partial<ProjectOutput> = {}) =>
  fakeProject({
    id: 7,
    name: 'Statins',
    screening_mode: 'continuous',
    screeners_per_record: 2,
    relevant_count: 3,
    irrelevant_count: 5,
    ...fields,
  });

async function open(path: string, project: ProjectOutput, extra: Record<string, FakeProcedure> = {}) {
  fakeAuthApi({ signedIn: ada, overrides: { ...fakeProjectsApi([project]).procedures, ...extra } });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: path.endsWith('conflicts') ? 'Conflicts' : project.name });
  return app;
}

const statusOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

test('a reviewer reads the screeners per record as text, with who changes it, instead of a faint disabled control', async () => {
  await open('/projects/7', dual({ role: 'reviewer', user_id: 2, owner_name: 'Olivia Owner' }));
  const card = within(screen.getByText('Screening mode').closest('.ant-card') as HTMLElement);
  expect(card.getByText(/Screeners per record:/).closest('.mode-card-text')?.textContent).toBe(
    'Screeners per record: Two, blind (a lead or the owner changes it)',
  );
  expect(card.queryByRole('radiogroup')).toBeNull();
  expect(card.queryByRole('radio')).toBeNull();
});

test('a lead still chooses the screeners per record with the One / Two, blind control', async () => {
  await open('/projects/7', dual({ role: 'lead', user_id: 2, owner_name: 'Olivia Owner' }));
  const card = within(screen.getByText('Screening mode').closest('.ant-card') as HTMLElement);
  expect(card.getByRole('radio', { name: 'Two, blind' })).toHaveProperty('checked', true);
  expect((card.getByRole('radio', { name: 'One' }) as HTMLInputElement).disabled).toBe(false);
  expect(card.queryByText(/a lead or the owner changes it/)).toBeNull();
});

test('a continuous project with decisions but no keywords chosen says "Keywords Selected: No"', async () => {
  await open('/projects/7', dual());
  expect(statusOf('Keywords Selected')).toBe('No');
  expect(statusOf('Results Available')).toBe('Yes');
});

test('a continuous project whose keywords were saved says "Keywords Selected: Yes"', async () => {
  await open('/projects/7', dual({ keywords_selected: true, keywords_count: 3 }));
  expect(statusOf('Keywords Selected')).toBe('Yes');
});

test('a continuous project continued past the keywords with none chosen says so beside "Yes"', async () => {
  await open('/projects/7', dual({ keywords_selected: true, keywords_count: 0 }));
  expect(statusOf('Keywords Selected')).toBe('Yes (no keywords)');
});

test('an iteration project past its first training still says "Keywords Selected: Yes", and that it has no keywords', async () => {
  await open('/projects/7', fakeProject({ id: 7, name: 'Statins', current_iteration: 1 }));
  expect(statusOf('Keywords Selected')).toBe('Yes (no keywords)');
});

const oneConflict: ConflictsResponse = {
  total: 1,
  conflicts: [
    {
      citation: fakeCitation(4, { title: 'Statins and memory' }),
      decisions: [true, false].map((decision, i) => ({
        user_id: i + 2,
        reviewer: i === 0 ? 'Rafael Reviewer' : 'Lena Lead',
        decision,
        decided_at: '2026-03-05T12:00:00.000Z',
        blind_decision: decision,
        note: null,
        tags: [],
        exclusion_reason: null,
      })),
      resolution: null,
      screened_by_you: false,
    },
  ],
};

test('a lead demoted while the Conflicts page was open is told the server’s reason, not a generic refusal', async () => {
  const { user } = await open('/projects/7/conflicts', dual({ role: 'lead', user_id: 2 }), {
    'dual.agreement': () => ({
      screeners_per_record: 2,
      reviewers: [],
      pairs: 1,
      agreed: 0,
      agreement: 0,
      kappa: null,
      changed_after_shown: 0,
      settled_by_change: 0,
      awaiting_second: 0,
      open_conflicts: 1,
      resolved_conflicts: 0,
    }),
    'dual.conflicts': () => oneConflict,
    'dual.resolve': () => {
      throw new TrpcFailure('FORBIDDEN', memberMessages.needsLead);
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Relevant' }));
  expect(await screen.findByText(dualMessages.resolveFailed)).toBeTruthy();
  await waitFor(() => expect(screen.getByText(memberMessages.needsLead)).toBeTruthy());
  expect(screen.queryByText(messages.noPermission)).toBeNull();
});

test('the Conflicts page counts the pairs changed after seeing the other decision, and says which decision was changed', async () => {
  const [rafael, lena] = oneConflict.conflicts[0]!.decisions as [ReviewerDecision, ReviewerDecision];
  const changed: ConflictsResponse = {
    total: 1,
    conflicts: [{ ...oneConflict.conflicts[0]!, decisions: [rafael, { ...lena, blind_decision: true }] }],
  };
  await open('/projects/7/conflicts', dual({ role: 'lead', user_id: 2 }), {
    'dual.agreement': (): AgreementResponse => ({
      screeners_per_record: 2,
      reviewers: [{ user_id: 3, reviewer: 'Lena Lead', decided: 4, paired: 4, agreed: 3, changed_after_shown: 2 }],
      pairs: 4,
      agreed: 3,
      agreement: 0.75,
      kappa: 0.5,
      kappa_method: 'cohen',
      changed_after_shown: 2,
      settled_by_change: 1,
      awaiting_second: 0,
      open_conflicts: 1,
      resolved_conflicts: 0,
    }),
    'dual.conflicts': () => changed,
  });
  const figure = async (label: string) =>
    (await screen.findByText(label, { selector: '.ant-descriptions-item-label' })).nextElementSibling?.textContent;
  expect(await figure(dualMessages.changedAfterShownLabel)).toBe('2');
  expect(await figure(dualMessages.settledByChangeLabel)).toBe('1');
  expect(screen.getByRole('columnheader', { name: 'Changed after seeing the other' })).toBeTruthy();
  expect(await screen.findByText(dualMessages.changedAfterShown(true))).toBeTruthy();
  expect(screen.getAllByText(/Changed after seeing the other decision: first decided/)).toHaveLength(1);
});
