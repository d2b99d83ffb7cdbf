import { screen, waitFor, within } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { memberMessages } from '../../../src/shared/member.messages.ts';
import type { ProjectOutput } from '../../../src/shared/project.schema.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeCitation, fakeLabellingApi } from '../../helpers/msw-labelling.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { renderApp } from './render-app.tsx';

vi.setConfig({ testTimeout: 15_000 });

const own = fakeProject({ id: 7, name: 'Statins review' });
const shared = fakeProject({ id: 8, name: 'Grace’s review', user_id: 2, role: 'reviewer', owner_name: 'Grace Hopper' });

async function openOverview(project: ProjectOutput) {
  const api = fakeProjectsApi([project]);
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const app = renderApp(`/projects/${project.id}`);
  await screen.findByRole('heading', { name: project.name });
  return { ...app, api };
}

const memberList = async () => within(await screen.findByRole('list', { name: 'Project members' }));

test('on the dashboard a shared project says whose it is and the role, and offers no Delete', async () => {
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi([own, shared]).procedures });
  renderApp('/');
  const card = (await screen.findByRole('link', { name: 'Grace’s review' })).closest('.project-card') as HTMLElement;
  expect(within(card).getByText(`${memberMessages.sharedBy('Grace Hopper')} · Reviewer`)).toBeTruthy();
  expect(within(card).queryByRole('button', { name: /Delete/ })).toBeNull();
  const mine = screen.getByRole('link', { name: 'Statins review' }).closest('.project-card') as HTMLElement;
  expect(within(mine).getByRole('button', { name: 'Delete project Statins review' })).toBeTruthy();
});

test('the owner adds a member by e-mail with a role, and the list shows them', async () => {
  const { user } = await openOverview(own);
  expect(await (await memberList()).findByText('Ada Lovelace')).toBeTruthy();
  await user.type(screen.getByLabelText('E-mail'), 'GRACE@example.org');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(await (await memberList()).findByText('Grace Hopper')).toBeTruthy();
  expect(screen.getByText(memberMessages.added('Grace Hopper'))).toBeTruthy();
  expect(screen.getByRole('combobox', { name: 'Role of Grace Hopper' })).toBeTruthy();
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
});

test('after adding a lead, the role picker is back on Reviewer for the next person', async () => {
  const { user, api } = await openOverview(own);
  const form = () => document.querySelector('form[id="add-member"]') as HTMLElement;
  await user.type(screen.getByLabelText('E-mail'), 'grace@example.org');
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(await screen.findByTitle(/^Screens, edits keywords/));
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(await (await memberList()).findByText('Grace Hopper')).toBeTruthy();
  expect(api.members.get(7)?.map((m) => m.role)).toEqual(['owner', 'lead']);
  await waitFor(() => expect(form().querySelector('.member-role-select')?.textContent).toBe('Reviewer'));
  expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
});

test('an e-mail without an account, or of someone already in the project, is refused under the field', async () => {
  const { user, api } = await openOverview(own);
  await user.type(screen.getByLabelText('E-mail'), 'nobody@example.org');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(await screen.findByText(memberMessages.unknownEmail)).toBeTruthy();
  await user.clear(screen.getByLabelText('E-mail'));
  await user.type(screen.getByLabelText('E-mail'), 'ada@example.org');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  expect(await screen.findByText(memberMessages.alreadyMember)).toBeTruthy();
  expect(api.members.get(7)).toHaveLength(1);
});

test('the owner removes a member after confirming, and the list no longer shows them', async () => {
  const { user } = await openOverview(own);
  await user.type(screen.getByLabelText('E-mail'), 'grace@example.org');
  await user.click(screen.getByRole('button', { name: 'Add member' }));
  await user.click(await screen.findByRole('button', { name: 'Remove Grace Hopper' }));
  await user.click(await screen.findByRole('button', { name: 'Remove' }));
  const list = await memberList();
  await waitFor(() => expect(list.queryByText('Grace Hopper')).toBeNull());
  expect(screen.getByText(memberMessages.removed('Grace Hopper'))).toBeTruthy();
});

test('the owner renames the project in place; Escape leaves the name as it was', async () => {
  const { user } = await openOverview(own);
  await user.click(screen.getByRole('button', { name: 'Rename project' }));
  await user.keyboard('{Escape}');
  expect(screen.getByRole('heading', { name: 'Statins review' })).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Rename project' }));
  const input = screen.getByRole('textbox', { name: 'Project name' });
  await user.clear(input);
  await user.type(input, 'Statins and stroke{Enter}');
  expect(await screen.findByRole('heading', { name: 'Statins and stroke' })).toBeTruthy();
});

test('a new name longer than 255 characters is kept whole, with its count and the limit said, and cannot be saved', async () => {
  const { user } = await openOverview(own);
  await user.click(screen.getByRole('button', { name: 'Rename project' }));
  const input = screen.getByRole('textbox', { name: 'Project name' }) as HTMLInputElement;
  await user.clear(input);
  await user.paste('Statins and stroke '.repeat(15));
  expect(input.value).toHaveLength(285);
  expect(screen.getByText('285 / 255')).toBeTruthy();
  expect(screen.getByText('Project name must be at most 255 characters')).toBeTruthy();
  expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
});

test('a reviewer sees whose project it is and who works on it, but cannot rename it or manage members', async () => {
  await openOverview(shared);
  expect(screen.getByText(memberMessages.sharedBy('Grace Hopper'))).toBeTruthy();
  expect(screen.getByText('Reviewer')).toBeTruthy();
  expect(await (await memberList()).findByText('Ada Lovelace')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Rename project' })).toBeNull();
  expect(screen.queryByLabelText('E-mail')).toBeNull();
  expect(screen.queryByRole('button', { name: /^Remove/ })).toBeNull();
});

test('a reviewer labels but is told that training is for a lead or the owner, with no Train Model button', async () => {
  const api = fakeLabellingApi({ project: { role: 'reviewer', owner_name: 'Grace Hopper' } });
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  renderApp('/projects/7/citations');
  await screen.findAllByRole('article');
  expect(await screen.findByText(memberMessages.reviewerCannotTrain)).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Train Model' })).toBeNull();
  expect(within(screen.getAllByRole('article')[0]!).getByRole('button', { name: 'Relevant' })).toBeTruthy();
});

test.each([
  ['reviewer', ['See the keywords', 'See the keywords']],
  ['lead', ['Change the keywords', 'Edit keywords']],
] as const)(
  'a %s is offered the keywords as their role allows, where the keywords narrow the list',
  async (role, links) => {
    const citations = [
      fakeCitation(1, { title: 'Statins and dementia' }),
      fakeCitation(2, { title: 'Exercise and memory' }),
    ];
    const selected = { include: ['statins'], exclude: [] };
    const api = fakeLabellingApi({ project: { role, owner_name: 'Grace Hopper' }, citations, selected });
    fakeAuthApi({ signedIn: ada, overrides: api.procedures });
    renderApp('/projects/7/citations');
    // The keyword filter's link, then the list summary's: a reviewer can read the keywords, not change them.
    const keywordFilter = await screen.findByRole('region', { name: 'Keyword filter' });
    expect(within(keywordFilter).getByRole('link', { name: links[0] }).getAttribute('href')).toBe(
      '/projects/7/keywords',
    );
    expect(screen.getAllByRole('link', { name: links[1] }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: role === 'reviewer' ? /Change|Edit/ : 'See the keywords' })).toBeNull();
  },
);
