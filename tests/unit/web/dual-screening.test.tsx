import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { dualMessages } from '../../../src/shared/dual.messages.ts';
import type { ProjectOutput } from '../../../src/shared/project.schema.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeConflict, fakeDualProcedures } from '../../helpers/msw-dual.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { renderApp } from './render-app.tsx';

async function open(path: string, project: ProjectOutput, dual: Parameters<typeof fakeDualProcedures>[1]) {
  const api = fakeProjectsApi([project]);
  const { calls } = fakeAuthApi({
    signedIn: ada,
    overrides: { ...api.procedures, ...fakeDualProcedures(api.projects, dual) },
  });
  const app = renderApp(path);
  await screen.findByRole('heading', { name: path.endsWith('conflicts') ? 'Conflicts' : project.name });
  return { ...app, calls, project: api.projects[0]! };
}

const inPairs = fakeProject({ id: 7, name: 'Statins', screening_mode: 'continuous', screeners_per_record: 2 });

test('going back to one screener asks first, naming the records waiting for a second reviewer and the open conflicts', async () => {
  const { user, calls, project } = await open('/projects/7', inPairs, { awaiting: 6, conflicts: [fakeConflict(1)] });
  const setting = () => calls.filter((c) => c.path === 'projects.setScreenersPerRecord');
  await user.click(screen.getByText('One', { exact: true }));
  let dialog = within(await screen.findByRole('dialog', { name: dualMessages.toOneTitle }));
  expect(await dialog.findByText(dualMessages.toOneAwaiting(6))).toBeTruthy();
  expect(dialog.getByText(/6 records wait for a second reviewer: each takes the one decision/)).toBeTruthy();
  expect(dialog.getByText(/1 conflict is open: it stays on the Conflicts page until a lead resolves it/)).toBeTruthy();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(setting()).toEqual([]);
  expect(project.screeners_per_record).toBe(2);

  await user.click(screen.getByText('One', { exact: true }));
  dialog = within(await screen.findByRole('dialog', { name: dualMessages.toOneTitle }));
  await user.click(await dialog.findByRole('button', { name: dualMessages.toOneOk }));
  await waitFor(() => expect(setting().map((c) => c.input)).toEqual([{ id: 7, screeners_per_record: 1 }]));
  // With a conflict left, the way to the Conflicts page stays.
  expect(await screen.findByText(dualMessages.settingSaved(1))).toBeTruthy();
  expect(screen.getByRole('link', { name: 'Conflicts and agreement' })).toBeTruthy();
}, 60_000);

test('turning two screeners on does not ask', async () => {
  const single = fakeProject({ id: 7, name: 'Statins', screening_mode: 'continuous' });
  const { user, calls } = await open('/projects/7', single, {});
  await user.click(screen.getByText('Two, blind', { exact: true }));
  await waitFor(() =>
    expect(calls.filter((c) => c.path === 'projects.setScreenersPerRecord').map((c) => c.input)).toEqual([
      { id: 7, screeners_per_record: 2 },
    ]),
  );
  expect(screen.queryByRole('dialog')).toBeNull();
}, 60_000);

test('a conflict the lead screened herself warns beside its resolve buttons; one she did not screen does not', async () => {
  await open('/projects/7/conflicts', inPairs, { conflicts: [fakeConflict(1, true), fakeConflict(2, false)] });
  const card = async (title: string) =>
    within((await screen.findByText(title)).closest('.conflict-card') as HTMLElement);
  const own = await card('Conflicting trial 1');
  expect(own.getByText(dualMessages.notIndependent)).toBeTruthy();
  expect(own.getByText(dualMessages.notIndependent).closest('.conflict-actions')).toBe(
    own.getByRole('button', { name: 'Relevant' }).closest('.conflict-actions'),
  );
  const other = await card('Conflicting trial 2');
  expect(other.queryByText(dualMessages.notIndependent)).toBeNull();
});

test('the Conflicts page says Relevant and Irrelevant, as every other page does, in the decisions, the buttons and the toast', async () => {
  const { user, calls } = await open('/projects/7/conflicts', inPairs, { conflicts: [fakeConflict(1)] });
  const card = within((await screen.findByText('Conflicting trial 1')).closest('.conflict-card') as HTMLElement);
  const decisions = within(card.getByRole('group', { name: "The reviewers' decisions" }));
  expect(decisions.getByText('Ann Able').closest('.conflict-decision')?.querySelector('.ant-tag')?.textContent).toBe(
    'Relevant',
  );
  expect(decisions.getByText('Ben Baker').closest('.conflict-decision')?.querySelector('.ant-tag')?.textContent).toBe(
    'Irrelevant',
  );
  expect(card.getByRole('button', { name: 'Irrelevant' })).toBeTruthy();
  expect(screen.queryByText(/Include|Exclude/)).toBeNull();
  await user.click(card.getByRole('button', { name: 'Relevant' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.path === 'dual.resolve').map((c) => c.input)).toEqual([
      { projectId: 7, citationId: 1, is_relevant: true },
    ]),
  );
  expect(await screen.findByText(dualMessages.resolved(true))).toBeTruthy();
  expect(dualMessages.resolved(true)).toBe('Conflict resolved: relevant');
});

test('with one screener per record the Conflicts page still lists the conflicts left from two, and says who settles them', async () => {
  const single = fakeProject({ id: 7, name: 'Statins', screening_mode: 'continuous' });
  await open('/projects/7/conflicts', single, { conflicts: [fakeConflict(1)] });
  expect(screen.getByText(dualMessages.oneScreener)).toBeTruthy();
  expect(await screen.findByText('Conflicting trial 1')).toBeTruthy();
  expect(screen.queryByText(/no record can be in conflict/)).toBeNull();
});

test('a resolved conflict leaves the open ones for the Resolved tab, which says who resolved it, how and when, and lets a lead change it', async () => {
  const { user, calls } = await open('/projects/7/conflicts', inPairs, { conflicts: [fakeConflict(1)] });
  const card = within((await screen.findByText('Conflicting trial 1')).closest('.conflict-card') as HTMLElement);
  await user.click(card.getByRole('button', { name: 'Irrelevant' }));
  expect(await screen.findByText(dualMessages.noConflicts)).toBeTruthy();

  await user.click(await screen.findByRole('tab', { name: 'Resolved (1)' }));
  const resolved = within((await screen.findByText('Conflicting trial 1')).closest('.conflict-card') as HTMLElement);
  expect(resolved.getByText('Resolved as Irrelevant by Lena Lead (lead) on 2026-03-07.')).toBeTruthy();
  // Both reviewers' decisions stay beside the resolution.
  expect(resolved.getByText('Ann Able')).toBeTruthy();
  await user.click(resolved.getByRole('button', { name: 'Change to Relevant' }));
  await waitFor(() =>
    expect(calls.filter((c) => c.path === 'dual.resolve').map((c) => c.input)).toEqual([
      { projectId: 7, citationId: 1, is_relevant: false },
      { projectId: 7, citationId: 1, is_relevant: true },
    ]),
  );
});
