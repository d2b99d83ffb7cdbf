import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { fileMessages, projectScreenMessages as text } from '../../../src/shared/messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { failProjectUpload, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { renderApp } from './render-app.tsx';

const csv = (name = 'citations.csv', body = 'title,abstract\nA study,An abstract\n') => new File([body], name, { type: 'text/csv' });

async function openPage() {
  const api = fakeProjectsApi();
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const app = renderApp('/projects/new');
  await screen.findByRole('heading', { name: 'New Project' });
  const picker = userEvent.setup({ applyAccept: false });
  const pick = (file: File) => picker.upload(document.querySelector<HTMLInputElement>('input[type=file]')!, file);
  const submit = () => app.user.click(screen.getByRole('button', { name: 'Create Project' }));
  const typeName = (name: string) => app.user.type(screen.getByLabelText('Project Name'), name);
  return { ...app, api, pick, submit, typeName };
}

test('a project is made from one file, and the duplicates step opens', async () => {
  const { pick, submit, typeName, api, location } = await openPage();
  await typeName('Screening tools');
  await pick(csv());
  await submit();
  await waitFor(() => expect(location().pathname).toBe('/projects/1/duplicates'));
  expect(api.uploads[0]?.files.map((f) => f.name)).toEqual(['citations.csv']);
});

test('a new pick replaces the file, and the single-file messages apply', async () => {
  const { pick } = await openPage();
  await pick(csv());
  await pick(new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
  expect(screen.queryByText('citations.csv')).toBeNull();
  expect(within(screen.getByText('notes.pdf').closest('li')!).getByText(fileMessages.singleUnsupported)).toBeTruthy();
  await pick(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' }));
  expect(screen.getByText(fileMessages.singleTooLarge)).toBeTruthy();
  await pick(csv('empty.csv', ''));
  expect(screen.getByText(fileMessages.singleEmpty)).toBeTruthy();
});

test('submitting without a file says "File required" and sends nothing', async () => {
  const { submit, typeName, api } = await openPage();
  await typeName('Screening tools');
  await submit();
  expect(await screen.findByText(fileMessages.singleRequired)).toBeTruthy();
  expect(api.uploads).toHaveLength(0);
});

test('a file without the required columns gives "Citation Upload Failed" and the columns hint', async () => {
  const { pick, submit, typeName } = await openPage();
  const reason = 'Missing required column: abstract. The file needs columns named exactly "title" and "abstract". Columns found: title.';
  failProjectUpload(400, { error: 'BAD_REQUEST', message: reason, processing_errors: [`citations.csv: ${reason}`] });
  await typeName('Screening tools');
  await pick(csv());
  await submit();
  expect(await screen.findByText(text.uploadFailed)).toBeTruthy();
  expect(screen.getAllByText(text.missingColumns).length).toBeGreaterThan(0);
  expect(screen.getAllByText(`citations.csv: ${reason}`).length).toBeGreaterThan(0);
});

test('a failure that is not about the file is a "Project creation failed"', async () => {
  const { pick, submit, typeName } = await openPage();
  failProjectUpload(500, { error: 'INTERNAL', message: 'A server error occurred. Please try again later.' });
  await typeName('Screening tools');
  await pick(csv());
  await submit();
  expect(await screen.findByText(text.createFailed)).toBeTruthy();
  expect(screen.getAllByText(text.createServerError).length).toBeGreaterThan(0);
});
