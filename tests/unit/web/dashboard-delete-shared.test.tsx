import { screen, waitFor } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { ProjectMember } from '../../../src/shared/member.schema.ts';
import { projectScreenMessages as text } from '../../../src/shared/project-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { TrpcFailure } from '../../helpers/msw-trpc.ts';
import { renderApp } from './render-app.tsx';

const NAME = 'ADHD drug class review';
const adhd = fakeProject({ id: 1, name: NAME, citations_count: 40 });
const person = (user_id: number, first_name: string, last_name: string, role: ProjectMember['role']) => ({
  user_id,
  email: `${first_name.toLowerCase()}@example.org`,
  first_name,
  last_name,
  role,
});
const team: ProjectMember[] = [
  person(ada.id, ada.first_name, ada.last_name, 'owner'),
  person(11, 'Rafael', 'Reviewer', 'reviewer'),
  person(12, 'Lena', 'Lead', 'lead'),
];

const sharedText =
  'Shared with Rafael Reviewer and Lena Lead: their decisions, notes and conflict resolutions are removed too.';
const unsharedText = `"${NAME}" and all its citations, keywords and labels will be removed. This cannot be undone.`;
const okButton = () => screen.getByRole('button', { name: 'Delete' }) as HTMLButtonElement;

test('deleting a shared project names who shares it and waits for its name to be typed', async () => {
  const api = fakeProjectsApi([adhd]);
  api.members.set(adhd.id, team);
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: `Delete project ${NAME}` }));

  expect(await screen.findByText(sharedText)).toBeTruthy();
  expect(screen.getByText(unsharedText)).toBeTruthy();
  const input = screen.getByLabelText(text.deleteTypeName(NAME));
  expect(document.activeElement).toBe(input);
  expect(okButton().disabled).toBe(true);

  // Near misses do not count: another case, a missing letter.
  await user.type(input, 'adhd drug class review');
  expect(okButton().disabled).toBe(true);
  await user.clear(input);
  await user.type(input, NAME.slice(0, -1));
  expect(okButton().disabled).toBe(true);
  await user.keyboard('{Enter}');
  expect(calls.some((c) => c.path === 'projects.delete')).toBe(false);

  // The exact name (spaces around it are ignored) enables Delete, and Enter deletes.
  await user.type(input, 'w  ');
  expect(okButton().disabled).toBe(false);
  await user.keyboard('{Enter}');
  expect(await screen.findByText(text.deleted)).toBeTruthy();
  expect(calls.filter((c) => c.path === 'projects.delete')).toHaveLength(1);
  expect(api.projects).toEqual([]);
});

test('the Delete button deletes a shared project once its name is typed', async () => {
  const api = fakeProjectsApi([adhd]);
  api.members.set(adhd.id, team);
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: `Delete project ${NAME}` }));
  await user.type(await screen.findByLabelText(text.deleteTypeName(NAME)), NAME);
  await user.click(okButton());
  expect(await screen.findByText(text.deleted)).toBeTruthy();
  expect(api.projects).toEqual([]);
});

test('an unshared project keeps the plain confirmation, with no name to type', async () => {
  const api = fakeProjectsApi([adhd]);
  const { calls } = fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: `Delete project ${NAME}` }));
  expect(await screen.findByText(unsharedText)).toBeTruthy();
  await waitFor(() => expect(okButton().disabled).toBe(false));
  expect(screen.queryByText(/Shared with/)).toBeNull();
  expect(screen.queryByRole('textbox')).toBeNull();
  await user.click(okButton());
  expect(await screen.findByText(text.deleted)).toBeTruthy();
  expect(calls.filter((c) => c.path === 'projects.delete')).toHaveLength(1);
});

test('when the members cannot be read, the name is asked for all the same', async () => {
  const api = fakeProjectsApi([adhd]);
  const failing = () => {
    throw new TrpcFailure('INTERNAL_SERVER_ERROR', 'A server error occurred. Please try again later.');
  };
  fakeAuthApi({ signedIn: ada, overrides: { ...api.procedures, 'members.list': failing } });
  const { user } = renderApp('/');
  await user.click(await screen.findByRole('button', { name: `Delete project ${NAME}` }));
  expect(await screen.findByText(text.deleteMembersUnknown)).toBeTruthy();
  expect(okButton().disabled).toBe(true);
  await user.type(screen.getByLabelText(text.deleteTypeName(NAME)), NAME);
  expect(okButton().disabled).toBe(false);
});
