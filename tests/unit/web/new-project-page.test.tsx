import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fileMessages } from '../../../src/shared/messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { renderApp } from './render-app.tsx';

const csv = (name = 'citations.csv', body = 'title,abstract\nA study,An abstract\n') =>
  new File([body], name, { type: 'text/csv' });

async function openPage() {
  const api = fakeProjectsApi();
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const app = renderApp('/projects/new');
  await screen.findByRole('heading', { name: 'New Project', level: 1 });
  const picker = userEvent.setup({ applyAccept: false });
  const pick = (...files: File[]) =>
    picker.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, files);
  const create = () => screen.getByRole('button', { name: 'Create Project' }) as HTMLButtonElement;
  const typeName = (name: string) => app.user.type(screen.getByLabelText('Project Name'), name);
  return { ...app, api, pick, create, typeName };
}

test('the page takes several files, like the dialog, and opens the duplicates step', async () => {
  const { pick, create, typeName, api, location, user } = await openPage();
  await typeName('Screening tools');
  await pick(csv('a.csv'), csv('b.csv'));
  await waitFor(() => expect(create().disabled).toBe(false));
  await user.click(create());
  await waitFor(() => expect(location().pathname).toBe('/projects/1/duplicates'));
  expect(api.uploads[0]?.files.map((f) => f.name)).toEqual(['a.csv', 'b.csv']);
});

test('the dialog’s limits and messages apply: 50 MB, not 10 MB', async () => {
  const { pick } = await openPage();
  // Text (spaces): a file of NUL bytes would be refused as binary data, not for its size.
  await pick(new File([new Uint8Array(10 * 1024 * 1024 + 1).fill(0x20)], 'eleven-mb.ris'));
  await pick(new File([new Uint8Array(50 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
  await pick(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
  expect(within(screen.getByText('big.csv').closest('li')!).getByText(fileMessages.dialogTooLarge)).toBeTruthy();
  expect(within(screen.getByText('notes.pdf').closest('li')!).getByText(fileMessages.dialogUnsupported)).toBeTruthy();
  expect(within(screen.getByText('eleven-mb.ris').closest('li')!).queryByRole('alert')).toBeNull();
  expect(screen.queryByText(/one citation file/i)).toBeNull();
  expect(screen.getByText(/Up to 50 MB per file/)).toBeTruthy();
});

test('Create Project stays disabled until there is a name and a valid file', async () => {
  const { pick, create, typeName } = await openPage();
  expect(create().disabled).toBe(true);
  await typeName('Screening tools');
  expect(create().disabled).toBe(true);
  await pick(csv());
  await waitFor(() => expect(create().disabled).toBe(false));
});
