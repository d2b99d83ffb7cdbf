import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appWithUploader } from '../helpers/multipart.ts';
import { testDatabases } from '../helpers/test-app.ts';

/** An abstract longer than an Excel cell holds (32,767 characters): a review's appendix pasted in whole. */
const LONG = Array.from({ length: 800 }, (_, i) => `Sentence ${i} of the appendix on trial eligibility.`).join(' ');

describe.each(testDatabases())('exporting an abstract longer than an Excel cell on $name', (db) => {
  const { t, user, upload } = appWithUploader(db);

  const download = (id: number, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/projects/${id}/download${query}`, headers: { cookie: user.cookie } });

  it('cuts it in the workbook with a note of what was left out, and keeps it whole in the CSV and RIS exports', async () => {
    expect(LONG.length).toBeGreaterThan(40_000);
    const data = `title,abstract\nA trial with a long abstract,"${LONG}"\nA short one,Text.\n`;
    const { id } = await upload('Long', [{ name: 'long.csv', data }]);

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(id, '')).rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Ranked citations')!;
    const column = (sheet.getRow(1).values as unknown[]).indexOf('Abstract');
    const cells = [2, 3].map((row) => String(sheet.getRow(row).getCell(column).value));
    const cut = cells.find((cell) => cell.startsWith('Sentence 0'))!;
    expect(cut.length).toBeLessThanOrEqual(32_767);
    expect(cut).toMatch(/… \[cut: \d+ more characters; the CSV export holds the whole text\]$/);
    const kept = cut.indexOf('… [cut:');
    expect(cut.slice(0, kept)).toBe(LONG.slice(0, kept));
    expect(cut).toContain(`[cut: ${LONG.length - kept} more characters`);
    expect(cells).toContain('Text.');

    expect((await download(id, '?format=csv')).body).toContain(LONG);
    expect((await download(id, '?format=ris')).body).toContain(LONG);
  });
});
