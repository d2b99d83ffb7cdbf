import { describe, expect, it } from 'vitest';
import { neutralizeFormula, restoreFormula } from '../../../src/shared/formula-guard.ts';

describe('the formula guard of the CSV and Excel exports', () => {
  it.each(['=HYPERLINK("http://evil")', '+SUM(A1:A9)', '-2 mg dose', '@cmd', '\tTabbed', '\rReturn'])(
    'puts an apostrophe before %j and takes it off again on import',
    (text) => {
      expect(neutralizeFormula(text)).toBe(`'${text}`);
      expect(restoreFormula(neutralizeFormula(text))).toBe(text);
    },
  );

  it.each(["'Omics' approaches to screening", "'", "''=x", 'Plain title', "Children's 'trials'", ''])(
    'leaves %j, which the export never guarded, as it is on import',
    (text) => {
      expect(restoreFormula(text)).toBe(text);
    },
  );

  it('takes off one apostrophe only', () => {
    expect(restoreFormula("'-'")).toBe("-'");
    expect(restoreFormula("'==")).toBe('==');
  });
});
