import { screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { labellingScreenMessages } from '../../../src/shared/labelling-screen.messages.ts';
import { memberMessages } from '../../../src/shared/member.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeLabellingApi } from '../../helpers/msw-labelling.ts';
import { fakeProject, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { fakeResultsApi } from '../../helpers/msw-results.ts';
import { renderApp } from './render-app.tsx';

// Switching an iteration project to continuous screening is a lead's or the owner's (the server refuses a
// reviewer): every place that offers it shows a reviewer who does it instead.
vi.setConfig({ testTimeout: 15_000 });

const reviewer = { role: 'reviewer', owner_name: 'Grace Hopper' } as const;
const switchButton = () => screen.queryByRole('button', { name: labellingScreenMessages.continueContinuous });

test.each(['/projects/7', '/projects/7/screen'])(
  'a reviewer on %s is told who switches, with no switch',
  async (path) => {
    fakeAuthApi({
      signedIn: ada,
      overrides: fakeProjectsApi([fakeProject({ id: 7, name: 'Statins', ...reviewer })]).procedures,
    });
    renderApp(path);
    expect(await screen.findByText(memberMessages.reviewerCannotSwitch)).toBeTruthy();
    expect(switchButton()).toBeNull();
  },
);

test('a lead is offered the switch on the overview', async () => {
  const project = fakeProject({ id: 7, name: 'Statins', role: 'lead', owner_name: 'Grace Hopper' });
  fakeAuthApi({ signedIn: ada, overrides: fakeProjectsApi([project]).procedures });
  renderApp('/projects/7');
  expect(await screen.findByRole('button', { name: labellingScreenMessages.continueContinuous })).toBeTruthy();
  expect(screen.queryByText(memberMessages.reviewerCannotSwitch)).toBeNull();
});

test('after the tenth training a reviewer labelling is offered the results, not the switch', async () => {
  const api = fakeLabellingApi({ project: { ...reviewer, current_iteration: 10 } });
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  renderApp('/projects/7/citations');
  expect(await screen.findByText(/All 10 trainings are done/)).toBeTruthy();
  expect(screen.getByText((text) => text.includes(labellingScreenMessages.waysForwardReviewer))).toBeTruthy();
  expect(screen.getByRole('link', { name: labellingScreenMessages.viewResults })).toBeTruthy();
  expect(switchButton()).toBeNull();
});

test('after the tenth training a reviewer on the results page is not offered the switch', async () => {
  const api = fakeResultsApi({ project: { ...reviewer, current_iteration: 10 } });
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  renderApp('/projects/7/results');
  expect(await screen.findByText((text) => text.includes(labellingScreenMessages.waysForwardReviewer))).toBeTruthy();
  expect(switchButton()).toBeNull();
});
