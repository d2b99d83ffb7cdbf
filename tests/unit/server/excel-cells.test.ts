import { describe, expect, it } from 'vitest';
import { EXCEL_CELL_MAX, excelText } from '../../../src/server/modules/export/excel-cells.ts';

describe('a text cell of the Excel export', () => {
  it("is written whole up to 32,767 characters, Excel's limit", () => {
    expect(EXCEL_CELL_MAX).toBe(32_767);
    const text = 'a'.repeat(EXCEL_CELL_MAX);
    expect(excelText(text)).toBe(text);
  });

  it('is cut within the limit beyond it, ending with how many characters were left out', () => {
    const text = 'b'.repeat(100_000);
    const cell = excelText(text);
    expect(cell.length).toBeLessThanOrEqual(EXCEL_CELL_MAX);
    const kept = cell.indexOf('…');
    expect(cell.slice(0, kept)).toBe(text.slice(0, kept));
    expect(cell.slice(kept)).toBe(`… [cut: ${100_000 - kept} more characters; the CSV export holds the whole text]`);
  });

  it('is never cut between the two halves of a character outside the Basic Multilingual Plane', () => {
    for (let shift = 0; shift < 2; shift++) {
      const cell = excelText('x'.repeat(shift) + '𝛽'.repeat(20_000));
      const kept = cell.slice(0, cell.indexOf('…'));
      expect(kept).toBe('x'.repeat(shift) + '𝛽'.repeat((kept.length - shift) / 2));
      expect(cell.length).toBeLessThanOrEqual(EXCEL_CELL_MAX);
    }
  });
});
