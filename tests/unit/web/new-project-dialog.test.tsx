import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { fileMessages, messages, projectMessages } from '../../../src/shared/messages.ts';
import { projectScreenMessages as text } from '../../../src/shared/project-screen.messages.ts';
import { ada, fakeAuthApi } from '../../helpers/msw-auth.ts';
import { answerProjectUpload, failProjectUpload, fakeProjectsApi } from '../../helpers/msw-projects.ts';
import { server } from '../../helpers/msw-server.ts';
import { renderApp } from './render-app.tsx';

const csv = (name = 'citations.csv', body = 'title,abstract\nA study,An abstract\n') =>
  new File([body], name, { type: 'text/csv' });
const pdf = () => new File(['%PDF-1.7'], 'notes.pdf', { type: 'application/pdf' });

async function openDialog({ motion = false } = {}) {
  const api = fakeProjectsApi();
  fakeAuthApi({ signedIn: ada, overrides: api.procedures });
  const app = renderApp('/', { motion });
  await app.user.click(await screen.findByRole('button', { name: 'New Project' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Project' }));
  // Like choosing "All files" in the file chooser: the picker itself must say what is wrong with a file.
  const picker = userEvent.setup({ applyAccept: false });
  const input = () => document.querySelector<HTMLInputElement>('.ant-modal input[type=file]')!;
  const pick = (...files: File[]) => picker.upload(input(), files);
  const createButton = () => dialog.getByRole('button', { name: 'Create' }) as HTMLButtonElement;
  const typeName = (name: string) => app.user.type(dialog.getByLabelText('Project Name'), name);
  return { ...app, api, dialog, pick, createButton, typeName };
}

const fileItem = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

test('the name field has the focus when the dialog opens', async () => {
  const { dialog } = await openDialog();
  await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Project Name')));
});

test('what is typed as soon as the dialog shows goes into the name field', async () => {
  // With antd's opening animation on: the field must not wait for it to end.
  const { dialog, user } = await openDialog({ motion: true });
  // No click into the field first: the keys go wherever the focus is the moment the dialog is drawn.
  await user.keyboard('Screening');
  expect((dialog.getByLabelText('Project Name') as HTMLInputElement).value).toBe('Screening');
});

test('a name longer than 255 characters is kept whole, with its count and the limit said, and Create stays disabled', async () => {
  const { dialog, user, pick, createButton } = await openDialog();
  const long = 'Effectiveness of computerised clinical decision support systems '.repeat(7);
  await user.click(dialog.getByLabelText('Project Name'));
  await user.paste(long);
  expect((dialog.getByLabelText('Project Name') as HTMLInputElement).value).toBe(long);
  expect(dialog.getByText(`${long.length} / 255`)).toBeTruthy();
  expect(await dialog.findByText('Project name must be at most 255 characters')).toBeTruthy();
  await pick(csv());
  expect(await within(fileItem('citations.csv')).findByText('Valid')).toBeTruthy();
  // The file's check is said out loud, not only shown.
  expect(screen.getByText('citations.csv: Valid').getAttribute('role')).toBe('status');
  expect(createButton().disabled).toBe(true);
});

test('a PDF is listed as invalid with the spec message alone, and Create stays disabled', async () => {
  const { pick, typeName, createButton } = await openDialog();
  await typeName('Screening tools');
  await pick(pdf());
  const item = within(fileItem('notes.pdf'));
  expect(item.getByText('Invalid')).toBeTruthy();
  expect(item.getByRole('alert').textContent).toBe(
    'Invalid file format. Only CSV and Excel files (.csv, .xlsx, .xls) are supported.',
  );
  expect(item.queryByText(/also accepted/)).toBeNull();
  expect(createButton().disabled).toBe(true);
});

test('Create stays disabled until the project has a name and at least one valid file', async () => {
  const { pick, typeName, createButton } = await openDialog();
  expect(createButton().disabled).toBe(true);
  await pick(csv(), pdf());
  expect(await within(fileItem('citations.csv')).findByText('Valid')).toBeTruthy();
  expect(createButton().disabled).toBe(true);
  await typeName('Screening tools');
  expect(createButton().disabled).toBe(false);
});

test('an empty file is invalid with the spec message', async () => {
  const { pick } = await openDialog();
  await pick(csv('empty.csv', ''));
  expect(within(fileItem('empty.csv')).getByText(fileMessages.empty)).toBeTruthy();
});

test('a workbook saved as .csv is invalid with the reason beside it, not offered as columns to choose', async () => {
  const { pick, typeName, createButton } = await openDialog();
  // An .xlsx file starts as a zip archive does: "PK", 3, 4, then binary headers.
  const zipped = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0, 0, 0, 0x21, 0, 0x62, 0xee, 0x9d, 0x68]);
  await pick(new File([zipped], 'scopus.csv', { type: 'text/csv' }));
  expect(
    await within(fileItem('scopus.csv')).findByText(
      'The file could not be read as CSV: it contains binary data, not text. It looks like an Excel workbook, which is read when its name ends in .xlsx or .xls',
    ),
  ).toBeTruthy();
  expect(within(fileItem('scopus.csv')).queryByText('Choose columns')).toBeNull();
  await typeName('Screening tools');
  expect(createButton().disabled).toBe(true);
});

test('a file with the same name and size as one already picked is skipped, and the user is told', async () => {
  const { pick } = await openDialog();
  await pick(csv());
  await pick(csv());
  expect(await screen.findByText(text.duplicateFileSkipped('citations.csv'))).toBeTruthy();
  expect(screen.getAllByText('citations.csv')).toHaveLength(1);
  // Same name, different content: a different file.
  await pick(csv('citations.csv', 'title,abstract\nAnother study,Another abstract\n'));
  expect(screen.getAllByText('citations.csv')).toHaveLength(2);
});

test('Create sends the name and the valid files, says what was imported and opens the duplicates step', async () => {
  const { pick, typeName, createButton, user, api, location } = await openDialog();
  await typeName('Screening tools');
  await pick(csv('a.csv'), pdf(), csv('b.csv'));
  await user.click(createButton());

  expect(await screen.findByText(text.created)).toBeTruthy();
  expect(screen.getByText(projectMessages.created(6))).toBeTruthy();
  await waitFor(() => expect(location().pathname).toBe('/projects/1/duplicates'));
  expect(api.uploads).toHaveLength(1);
  expect(api.uploads[0]!.name).toBe('Screening tools');
  expect(api.uploads[0]!.files.map((f) => f.name)).toEqual(['a.csv', 'b.csv']);
});

test('the success toast counts the skipped rows and names the first three by line; the full list is folded away', async () => {
  const { pick, typeName, createButton, user } = await openDialog();
  answerProjectUpload((answer) => ({
    ...answer,
    upload_summary: {
      total_citations: 30,
      skipped_rows: 24,
      files: [
        {
          name: 'a.csv',
          format: 'csv',
          citations: 20,
          // Data row 45 is line 46 of the file (the header is line 1); the first one's cell spans two lines.
          skipped: [
            { row: 1, reason: 'Missing title', line: 2, sheet_row: 2 },
            ...Array.from({ length: 22 }, (_, i) => ({
              row: 45 + i,
              reason: 'Missing title',
              line: 47 + i,
              sheet_row: 46 + i,
            })),
          ],
        },
        { name: 'b.ris', format: 'ris', citations: 10, skipped: [{ row: 4, reason: 'Missing title', line: 31 }] },
      ],
    },
  }));
  await typeName('Screening tools');
  await pick(csv('a.csv'));
  await user.click(createButton());

  const notice = (await screen.findByText(text.created)).closest('.ant-notification-notice') as HTMLElement;
  const toast = within(notice);
  expect(
    toast.getByText(
      '24 rows skipped (Missing title): a.csv line 2, line 47 (spreadsheet row 46), line 48 (spreadsheet row 47) and 21 more.',
    ),
  ).toBeTruthy();
  const all = notice.querySelector('details')!;
  expect(all.open).toBe(false);
  expect(toast.getByText('Show all 24 skipped rows', { selector: 'summary' })).toBeTruthy();
  const items = within(all)
    .getAllByRole('listitem', { hidden: true })
    .map((li) => li.textContent);
  expect(items).toHaveLength(24);
  expect(items[0]).toBe('a.csv, line 2: Missing title');
  expect(items[22]).toBe('a.csv, line 68 (spreadsheet row 67): Missing title');
  expect(items[23]).toBe('b.ris, record 4 (line 31): Missing title');
});

test('a skipped row is named as the file shows it: an Excel row number, a CSV line, a bibliographic record', async () => {
  const { pick, typeName, createButton, user } = await openDialog();
  answerProjectUpload((answer) => ({
    ...answer,
    upload_summary: {
      total_citations: 2,
      skipped_rows: 3,
      files: [
        {
          name: 'a.xlsx',
          format: 'xlsx',
          citations: 1,
          skipped: [{ row: 45, reason: 'Missing title', sheet_row: 46 }],
        },
        {
          name: 'b.csv',
          format: 'csv',
          citations: 1,
          skipped: [{ row: 45, reason: 'Missing title', line: 46, sheet_row: 46 }],
        },
        { name: 'c.bib', format: 'bibtex', citations: 0, skipped: [{ row: 3, reason: 'No abstract', line: 28 }] },
      ],
    },
  }));
  await typeName('Screening tools');
  await pick(csv('a.csv'));
  await user.click(createButton());
  expect(
    await screen.findByText('3 rows skipped: a.xlsx row 46, b.csv line 46 and c.bib record 3 (line 28).'),
  ).toBeTruthy();
  // Three are all named, so there is no list to unfold.
  expect(document.querySelector('.ant-notification-notice details')).toBeNull();
});

test('Enter in the name field creates the project', async () => {
  const { pick, typeName, location } = await openDialog();
  await pick(csv());
  await typeName('Screening tools{Enter}');
  await waitFor(() => expect(location().pathname).toBe('/projects/1/duplicates'));
});

test('a progress bar shows while the files upload', async () => {
  const { pick, typeName, createButton, user } = await openDialog();
  server.use(
    http.post('*/api/projects', async () => {
      await delay(400);
      return HttpResponse.json({ error: 'INTERNAL', message: messages.serverError }, { status: 500 });
    }),
  );
  await typeName('Screening tools');
  await pick(csv());
  await user.click(createButton());
  const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
  expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(10);
  expect(Number(bar.getAttribute('aria-valuenow'))).toBeLessThanOrEqual(30);
  // A failure sets the progress back to 0, which hides the bar.
  expect(await screen.findByText(text.createFailed)).toBeTruthy();
  expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).toBeNull();
});

test('a file the server cannot read gets the reason beside it, once, and keeps it until the user acts', async () => {
  const { pick, typeName, createButton, user, location } = await openDialog();
  const reasons = [
    'The file could not be read as CSV: a quoted field is opened but never closed',
    'The file could not be read as CSV: it contains binary data, not text',
  ];
  failProjectUpload(400, {
    error: 'BAD_REQUEST',
    message: 'One or more files could not be imported.',
    processing_errors: reasons.map((r, i) => `${'ab'[i]}.csv: ${r}`),
  });
  await typeName('Screening tools');
  await pick(csv('a.csv'), csv('b.csv'));
  await within(fileItem('b.csv')).findByText('Valid');
  await user.click(createButton());

  expect(await screen.findByText(text.createFailed)).toBeTruthy();
  expect(within(fileItem('a.csv')).getByRole('alert').textContent).toBe(reasons[0]);
  expect(within(fileItem('b.csv')).getByRole('alert').textContent).toBe(reasons[1]);
  expect(screen.getAllByText(reasons[0]!)).toHaveLength(1);
  // Nothing about the files goes to a toast, which would disappear before it is read.
  expect(document.querySelector('.ant-notification-notice')).toBeNull();
  expect(createButton().disabled).toBe(true);
  expect(location().pathname).toBe('/');
  await user.click(screen.getByRole('button', { name: 'Remove a.csv' }));
  expect(within(fileItem('b.csv')).getByRole('alert').textContent).toBe(reasons[1]);
});

test('a Scopus export with "Title" and "Abstract" is valid and is sent with those columns renamed', async () => {
  const { pick, typeName, createButton, user, api } = await openDialog();
  await typeName('Screening tools');
  await pick(csv('scopus.csv', 'Authors,Title,Source title,Abstract\nLee K,A study,Journal,An abstract\n'));
  const item = within(fileItem('scopus.csv'));
  expect(await item.findByText('Valid')).toBeTruthy();
  expect(item.getByRole('combobox', { name: 'Title column of scopus.csv' })).toBeTruthy();
  await user.click(createButton());
  await waitFor(() => expect(api.uploads).toHaveLength(1));
  expect(await api.uploads[0]!.files[0]!.text()).toBe(
    'Authors,title,Source title,abstract\nLee K,A study,Journal,An abstract\n',
  );
});

test.each([
  ['wos.txt', 'PT\tAU\tTI\tSO\tAB\nJ\tLee K\tA study\tJournal\tAn abstract\n', 'PT\tAU\ttitle\tSO\tabstract\n'],
  ['ieee.csv', '"Document Title",Authors,Abstract\n"A study",Lee K,An abstract\n', 'title,Authors,abstract\n'],
  ['wos.csv', 'Article Title;Source Title;Abstract\nA study;Journal;An abstract\n', 'title;Source Title;abstract\n'],
])('the columns of %s are recognized and renamed', async (name, body, header) => {
  const { pick, typeName, createButton, user, api } = await openDialog();
  await typeName('Screening tools');
  await pick(csv(name, body));
  expect(await within(fileItem(name)).findByText('Valid')).toBeTruthy();
  await user.click(createButton());
  await waitFor(() => expect(api.uploads).toHaveLength(1));
  expect(await api.uploads[0]!.files[0]!.text()).toMatch(new RegExp(`^${header}`));
});

test('a file whose columns are not recognized waits for the user to choose them', async () => {
  const { pick, typeName, createButton, user, api } = await openDialog();
  await typeName('Screening tools');
  await pick(csv('own.csv', 'Name,Summary,Year\nA study,An abstract,2020\n'));
  const item = within(fileItem('own.csv'));
  expect(await item.findByText('Choose columns')).toBeTruthy();
  expect(item.getByText(/Columns found: Name, Summary, Year/)).toBeTruthy();
  expect(createButton().disabled).toBe(true);

  await user.click(item.getByRole('combobox', { name: 'Title column of own.csv' }));
  await user.click(await screen.findByRole('option', { name: 'Name' }));
  await user.click(item.getByRole('combobox', { name: 'Abstract column of own.csv' }));
  await user.click((await screen.findAllByRole('option', { name: 'Summary' })).at(-1)!);
  expect(await item.findByText('Valid')).toBeTruthy();
  await user.click(createButton());
  await waitFor(() => expect(api.uploads).toHaveLength(1));
  expect(await api.uploads[0]!.files[0]!.text()).toBe('title,abstract,Year\nA study,An abstract,2020\n');
});

test('a file with only a header is invalid before it is sent', async () => {
  const { pick } = await openDialog();
  await pick(csv('header.csv', 'title,abstract\n'));
  expect(await within(fileItem('header.csv')).findByText(fileMessages.empty)).toBeTruthy();
});

test('a RIS export has no columns to choose and is valid', async () => {
  const { pick } = await openDialog();
  await pick(new File(['TY  - JOUR\nTI  - A study\nER  - \n'], 'export.ris'));
  expect(await within(fileItem('export.ris')).findByText('Valid')).toBeTruthy();
  expect(screen.queryByRole('combobox', { name: /Title column/ })).toBeNull();
});

test.each([
  [
    413,
    projectMessages.filesTooLarge,
    { error: 'PAYLOAD_TOO_LARGE', message: 'File too large. Maximum file size is 50MB.' },
  ],
  [
    422,
    text.createValidationFailed,
    { error: 'UNPROCESSABLE', message: 'Project name must be at most 255 characters' },
  ],
  [500, text.createServerError, { error: 'INTERNAL', message: messages.serverError }],
] as const)('a %i answer says "%s"', async (status, description, body) => {
  const { pick, typeName, createButton, user } = await openDialog();
  failProjectUpload(status, body);
  await typeName('Screening tools');
  await pick(csv());
  await user.click(createButton());
  expect(await screen.findByText(text.createFailed)).toBeTruthy();
  expect(screen.getByText(description)).toBeTruthy();
});

test('a server that cannot be reached is named as such', async () => {
  const { pick, typeName, createButton, user } = await openDialog();
  server.use(http.post('*/api/projects', () => HttpResponse.error()));
  await typeName('Screening tools');
  await pick(csv());
  await user.click(createButton());
  expect(await screen.findByText(text.createFailed)).toBeTruthy();
  expect(screen.getByText(messages.noResponse)).toBeTruthy();
});
